"""The Year Zero Engine (RULES.md 2): everything only this system does."""
