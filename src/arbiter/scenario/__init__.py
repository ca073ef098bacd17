"""Scenario files: a board, actions carried out through the engine, and expectations
(the YAML format of shared/spec/scenario-format.md). Read safely (loader.py), validated
strictly (schema.py, values.py), run (runner.py, actions.py) and checked (expect.py)."""
