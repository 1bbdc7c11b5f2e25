"""Playing actions and turns: budgets, legality, requirements, effects, initiative, turn changes."""
