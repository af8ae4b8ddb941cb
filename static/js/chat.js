// Chat page: Enter to send, and the coach's reply streamed over server-sent events.
(function () {
  "use strict";
  const form = document.getElementById("composer");
  const box = document.getElementById("message");
  const transcript = document.getElementById("transcript");
  if (!form || !box || !transcript) return;

  const scrollDown = () => window.scrollTo({ top: document.body.scrollHeight, behavior: "smooth" });

  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      if (box.value.trim()) form.requestSubmit();
    }
  });
  box.addEventListener("input", () => {
    box.style.height = "auto";
    box.style.height = Math.min(box.scrollHeight, 180) + "px";
  });

  form.addEventListener("htmx:beforeRequest", () => {
    document.getElementById("form-errors").innerHTML = "";
    const empty = document.getElementById("chat-empty");
    if (empty) empty.remove();
  });
  form.addEventListener("htmx:afterRequest", (event) => {
    if (event.detail.successful) {
      box.value = "";
      box.style.height = "auto";
    }
  });
  document.body.addEventListener("htmx:responseError", (event) => {
    const target = document.getElementById("form-errors");
    if (event.detail.elt === form && target) {
      target.innerHTML = event.detail.xhr.responseText ||
        '<p class="form-error" role="alert">Something went wrong. Your message was not sent; try again.</p>';
    }
  });

  // The reply as it streams: the same light Markdown the server renders at the end (bold, italics,
  // headings, bullets), so raw **markup** never shows; a marker not yet closed is held back.
  // Text is escaped first; only these tags are added.
  function formatPartial(markdown) {
    const escaped = markdown.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    return escaped.split("\n").map((line) => {
      let html = line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\s*[-*]\s+/, "• ")
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
        .replace(/(^|[^*])\*([^*\s][^*]*)\*(?!\*)/g, "$1<em>$2</em>");
      return html.replace(/\*+/g, "");
    }).join("<br>");
  }
  window.miseFormatPartial = formatPartial; // for the browser tests

  function stream(bubble) {
    const url = bubble.dataset.streamUrl;
    delete bubble.dataset.streamUrl;
    const text = bubble.querySelector(".stream-text");
    const source = new EventSource(url);
    const finish = (html) => {
      source.close();
      const exchange = bubble.closest(".exchange");
      exchange.outerHTML = html;
      const fresh = document.getElementById(exchange.id);
      if (fresh && window.htmx) window.htmx.process(fresh);
      scrollDown();
      box.focus();
    };
    let received = "";
    source.addEventListener("delta", (event) => {
      received += JSON.parse(event.data);
      text.innerHTML = formatPartial(received);
      scrollDown();
    });
    source.addEventListener("done", (event) => finish(event.data));
    source.addEventListener("error", (event) => {
      if (event.data) { finish(event.data); return; }
      source.close();
      text.textContent = "The connection to the coach was lost. Your message is saved — reload the page to retry.";
      bubble.classList.add("turn-error");
      bubble.removeAttribute("aria-busy");
    });
  }

  function startStreams(root) {
    root.querySelectorAll("[data-stream-url]").forEach(stream);
    root.querySelectorAll("form[data-retry-url]").forEach((retry) => {
      retry.addEventListener("submit", (event) => {
        event.preventDefault();
        const exchange = retry.closest(".exchange");
        const bubble = retry.closest(".turn");
        bubble.classList.remove("turn-error");
        bubble.innerHTML = '<p class="stream-text"><span class="typing">Trying again…</span></p>';
        bubble.dataset.streamUrl = retry.dataset.retryUrl;
        stream(bubble);
      });
    });
  }

  // A starter prompt goes through the composer, so it is sent (and streamed) like a typed message.
  document.querySelectorAll("button.starter").forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      box.value = button.dataset.prompt;
      form.requestSubmit();
    });
  });

  // After an Undo the button is gone: keep the keyboard where it was, on what the Undo did.
  document.body.addEventListener("htmx:afterSettle", (event) => {
    const status = event.detail.elt.querySelector && event.detail.elt.querySelector(".undo-status");
    if (status) status.focus();
  });
  document.body.addEventListener("htmx:afterSettle", (event) => startStreams(event.detail.elt.parentElement || document));
  startStreams(document);
  scrollDown();
})();
