"""Replacement and prevention effects (614-616) where they apply: as a permanent enters
(614.1c-d, 614.12), to damage (120, 615) and to what spells deal (614.1a)."""
