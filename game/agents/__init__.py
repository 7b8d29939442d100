"""Agents: whatever drives the game through ``state.act`` like a player (the bot, journeys)."""
