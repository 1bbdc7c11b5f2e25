"""The Fallout d100 action-point ruleset (RULES.md 4): everything only this system does."""
