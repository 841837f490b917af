"""Pilots (players driven by the engine); importing this package registers every pilot."""
