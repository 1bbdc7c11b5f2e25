"""The values a battle is made of: its state, terrain, actions, events, modifiers and dice."""
