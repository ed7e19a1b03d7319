# The duel board: top and bottom bars, side panel, prompts, buttons, tooltips, the reasons an action is unusable, the AI's announcements, the end screen.
