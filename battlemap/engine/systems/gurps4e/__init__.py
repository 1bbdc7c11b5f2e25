"""GURPS 4th Edition (RULES.md 1): everything only this system does."""
