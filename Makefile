# gymkit: `make report` renders the reports, `make test` runs the tests. Both create .venv first.
VENV ?= .venv
PY := $(VENV)/bin/python
GYMKIT := $(VENV)/bin/gymkit

.PHONY: venv data report test test-fast lint format bench clean ranker-model

JUPYTER_CONF := $(VENV)/etc/jupyter/jupyter_server_config.json

venv: $(VENV)/.installed $(JUPYTER_CONF)

$(VENV)/.installed: requirements.txt pyproject.toml setup.py gymkit/engine/_bm25_c.c gymkit/generate/_prose_c.c
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.txt
	$(PY) -m pip install -q --no-deps -e .
	touch $@

# lets the README's `jupyter lab notebooks/` start as root too (containers, CI, cloud notebooks)
$(JUPYTER_CONF): notebooks/jupyter_server_config.json $(VENV)/.installed
	mkdir -p $(dir $@)
	cp $< $@

data: venv
	$(GYMKIT) data

report: venv
	$(GYMKIT) report

# the ranker agent's weights (gymkit/agents/ranker/model.json, shipped): invented schemas,
# their generated query sets, then scikit-learn; the same bytes every time
ranker-model: venv
	$(GYMKIT) train-ranker

test: venv
	$(PY) -m pytest -q -n 2

test-fast: venv
	$(PY) -m pytest -q -n 2 -m "not slow"

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: venv
	$(VENV)/bin/ruff format .

bench: venv
	for f in benchmarks/bench_*.py; do $(PY) $$f || exit 1; done

clean:
	rm -rf $(VENV) data/snapshot data/*.duckdb* reports/*.html
