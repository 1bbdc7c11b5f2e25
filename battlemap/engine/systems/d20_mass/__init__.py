"""d20 mass combat on 25 ft squares (RULES.md 3): everything only this system does."""
