"""Keyword abilities (702) that need engine code of their own: protection (702.16),
phasing (702.26), split second (702.61), soulbond (702.95), daybound and nightbound with
day and night (702.145, 730), enchant player (702.5d) and keywords that are triggered
abilities."""
