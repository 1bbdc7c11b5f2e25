"""The computer side: plans scored by the rules' own odds, played through a person's commands."""
