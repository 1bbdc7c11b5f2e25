"""The map: the view and its camera, the scene, the grid item, token items, features, the player view."""
