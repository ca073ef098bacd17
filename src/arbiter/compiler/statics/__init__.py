"""Templates of static abilities (604) that create continuous effects (611.3, 613):
predicates per layer, the layer system's rarer corners, and the whole-line static
templates."""
