"""A local OpenAI-compatible server on 127.0.0.1 that answers with scripted, streamed responses.

Tests point litellm at it (COACH_MODEL=openai/stub, COACH_API_BASE) so the real HTTP path runs.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class StubLLM:
    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.fail = False
        self.script = None  # a function of the request body returning the deltas, to replace the default
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> StubLLM:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def respond(self, body: dict) -> list[dict]:
        """The scripted turn: save a dislike first, then answer in text once the tool result is back."""
        if self.script is not None:
            return self.script(body)
        last = body["messages"][-1]
        if last["role"] == "tool" or not body.get("tools"):
            return [{"content": "Noted: no cilantro, ever. "}, {"content": "Try the lentil soup."}]
        arguments = json.dumps({"category": "abstract_dislike", "value": "cilantro", "evidence": last["content"]})
        return [
            {
                "tool_calls": [
                    {
                        "index": 0,
                        "id": "call_stub_1",
                        "type": "function",
                        "function": {"name": "save_user_memory", "arguments": arguments},
                    }
                ]
            }
        ]

    def _handler(self):
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                if stub.fail:
                    self.send_response(500)
                    self.send_header("Content-Type", "application/json")
                    self.end_headers()
                    self.wfile.write(b'{"error": {"message": "stub is down", "type": "server_error"}}')
                    return
                if not body.get("stream"):
                    self._plain(stub.respond(body))
                    return
                deltas = stub.respond(body)
                finish = "tool_calls" if "tool_calls" in deltas[0] else "stop"
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                for n, delta in enumerate(deltas):
                    chunk = {
                        "id": "chatcmpl-stub",
                        "object": "chat.completion.chunk",
                        "created": 1,
                        "model": "stub",
                        "choices": [
                            {
                                "index": 0,
                                "delta": {"role": "assistant", **delta} if n == 0 else delta,
                                "finish_reason": None,
                            }
                        ],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                end = {
                    "id": "chatcmpl-stub",
                    "object": "chat.completion.chunk",
                    "created": 1,
                    "model": "stub",
                    "choices": [{"index": 0, "delta": {}, "finish_reason": finish}],
                }
                self.wfile.write(f"data: {json.dumps(end)}\n\ndata: [DONE]\n\n".encode())

            def _plain(self, deltas: list[dict]) -> None:
                content = "".join(d.get("content", "") for d in deltas)
                reply = {
                    "id": "chatcmpl-stub",
                    "object": "chat.completion",
                    "created": 1,
                    "model": "stub",
                    "choices": [
                        {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
                    ],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }
                payload = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        return Handler
