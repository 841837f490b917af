"""Game implementations; importing this package registers every game with engine.core."""
