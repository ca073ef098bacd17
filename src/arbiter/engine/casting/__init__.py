"""Casting spells and activating abilities (601, 602, 606), their costs (118: total cost
601.2f, additional costs 118.8, alternative costs 118.9, X 107.3), and permissions to cast
from other zones or at other times (601.3, 702.8a)."""
