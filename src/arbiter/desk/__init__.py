"""The judge's desk: a layer question asked in one line (`arbiter ask`) or from the Layer
Lab, turned into a scenario document (the same mapping a YAML file gives) and run by the
scenario runner, so that a question and a scenario file take one path (scenario.schema,
scenario.runner). `question` holds the question's model and its limits, `syntax` the
one-line forms of objects and actions, `ask` runs a question and writes its YAML."""
