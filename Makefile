# Mise — the two commands a person needs: `make run` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint format chromium

$(STAMP): requirements.txt requirements-torch.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# torch first: pip takes the CPU wheel; otherwise sentence-transformers pulls a CUDA build
	$(PY) -m pip install --quiet -r requirements-torch.txt
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

run: $(STAMP)
	$(PY) manage.py run

test: $(STAMP) chromium
	$(PY) -m pytest $(PYTEST_ARGS)

# Browser tests drive Debian's Chromium (never a downloaded browser); install it when we can.
chromium:
	@command -v chromium >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null); } || \
	  echo "Chromium is missing: install Debian's chromium package to run the browser tests."

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
