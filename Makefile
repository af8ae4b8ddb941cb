# Mise — the two commands a person needs: `make run` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint format worker beat web clean-data

$(STAMP): requirements.txt requirements-torch.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# torch first: pip takes the CPU wheel; otherwise sentence-transformers pulls a CUDA build
	$(PY) -m pip install --quiet -r requirements-torch.txt
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

run: $(STAMP)
	$(PY) manage.py run

test: $(STAMP)
	$(PY) -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
