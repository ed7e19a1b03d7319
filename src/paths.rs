//! Where HorizonNotes keeps the player's files: the settings in the config folder, the
//! replays in the data folder. The platform's conventions come from the `directories`
//! crate, for the project named `horizon-notes` with no qualifier and no organisation (so
//! the folder is plainly `horizon-notes` everywhere):
//!
//! | | config | data |
//! |---|---|---|
//! | Linux | `$XDG_CONFIG_HOME/horizon-notes`, else `~/.config/horizon-notes` | `$XDG_DATA_HOME/horizon-notes`, else `~/.local/share/horizon-notes` |
//! | macOS | `~/Library/Application Support/horizon-notes` | the same |
//! | Windows | `%APPDATA%\horizon-notes\config` | `%APPDATA%\horizon-notes\data` |
//!
//! The XDG variables are the override on Linux; relative values are ignored, as the XDG
//! base directory specification asks. Both are `None` when the system names no home folder.

use std::path::PathBuf;

use directories::ProjectDirs;

fn project() -> Option<ProjectDirs> {
    ProjectDirs::from("", "", "horizon-notes")
}

/// The folder of the settings file.
pub fn config_dir() -> Option<PathBuf> {
    project().map(|p| p.config_dir().to_path_buf())
}

/// The folder of saved games (replays).
pub fn data_dir() -> Option<PathBuf> {
    project().map(|p| p.data_dir().to_path_buf())
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::process::Command;

    /// Prints the folders as the environment names them, for the test below, which runs it
    /// in a child process.
    #[test]
    #[ignore = "run by the_folders_follow_xdg_and_fall_back_to_home in a child process"]
    fn probe() {
        println!("config={:?}", super::config_dir());
        println!("data={:?}", super::data_dir());
    }

    /// The folders a fresh process finds with exactly these variables set. A child process,
    /// because changing the environment of this one would race the other tests' threads.
    fn folders(vars: &[(&str, &str)]) -> (String, String) {
        let exe = std::env::current_exe().expect("the test binary");
        let out = Command::new(exe)
            .args(["--exact", "paths::tests::probe", "--ignored", "--nocapture"])
            .env_clear()
            .envs(vars.iter().copied())
            .output()
            .expect("the probe runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let line = |key: &str| {
            text.lines()
                .find_map(|l| l.split_once(key).map(|(_, v)| v))
                .unwrap_or_else(|| panic!("no {key} in {text}"))
                .to_string()
        };
        (line("config="), line("data="))
    }

    #[test]
    fn the_folders_follow_xdg_and_fall_back_to_home() {
        let both = [
            ("XDG_CONFIG_HOME", "/cfg"),
            ("XDG_DATA_HOME", "/data"),
            ("HOME", "/home/a"),
        ];
        assert_eq!(
            folders(&both),
            (
                "Some(\"/cfg/horizon-notes\")".into(),
                "Some(\"/data/horizon-notes\")".into()
            )
        );
        let relative = [
            ("XDG_CONFIG_HOME", "cfg"),
            ("XDG_DATA_HOME", "data"),
            ("HOME", "/home/a"),
        ];
        assert_eq!(
            folders(&relative),
            (
                "Some(\"/home/a/.config/horizon-notes\")".into(),
                "Some(\"/home/a/.local/share/horizon-notes\")".into()
            )
        );
    }
}
