"""Templates of replacement effects (614) and copy exceptions (707.9b)."""
