# The title screen, setup, Continue, the pause menu and its confirmations.
