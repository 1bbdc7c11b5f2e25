"""One module per game system, for what ruleset data cannot say."""
