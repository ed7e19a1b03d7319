//! `horizon-notes check-screenshots A.png B.png …`: the CI check that the window draws. A window
//! that renders nothing (a broken GPU path, a black or cleared frame) saves a near-uniform
//! picture; a game that does not move saves the same picture twice. Both fail here.

use std::path::{Path, PathBuf};

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};

/// A picture is blank when one colour (to 4 bits a channel) covers more than this share of
/// it, or when it has fewer than `MIN_COLOURS` colours. The title screen, the sparsest one,
/// is 83% night sky but has hundreds of colours; a board is under 50% one colour.
const BLANK_SHARE: f64 = 0.95;
const MIN_COLOURS: usize = 32;
/// Two moments of a duel differ in more than this share of pixels (the log, the hands, the
/// HP bars); fewer means the picture did not change.
const MIN_CHANGED: f64 = 0.005;

/// An RGBA picture read from a PNG.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl Picture {
    pub fn read(path: &Path) -> Result<Picture, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Picture::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn decode(png: &[u8]) -> Result<Picture, String> {
        let image = Image::from_buffer(
            png,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::Default,
            RenderAssetUsages::default(),
        )
        .map_err(|e| format!("not a readable PNG: {e}"))?;
        let rgba = image
            .try_into_dynamic()
            .map_err(|e| format!("unsupported pixel format: {e}"))?
            .to_rgba8();
        Ok(Picture {
            width: rgba.width(),
            height: rgba.height(),
            rgba: rgba.into_raw(),
        })
    }

    fn pixels(&self) -> impl Iterator<Item = &[u8]> {
        self.rgba.chunks_exact(4)
    }

    /// The share of pixels in the most common colour and the number of colours, to 4 bits
    /// a channel.
    pub fn colour_spread(&self) -> (f64, usize) {
        let mut counts = vec![0u32; 1 << 12];
        let mut n = 0u32;
        for p in self.pixels() {
            let key = (usize::from(p[0] >> 4) << 8)
                | (usize::from(p[1] >> 4) << 4)
                | usize::from(p[2] >> 4);
            counts[key] += 1;
            n += 1;
        }
        let top = counts.iter().copied().max().unwrap_or(0);
        let colours = counts.iter().filter(|c| **c > 0).count();
        if n == 0 {
            (1.0, 0)
        } else {
            (f64::from(top) / f64::from(n), colours)
        }
    }

    /// The share of pixels that differ between two pictures of the same size by more than
    /// a rounding step in some channel.
    pub fn changed_share(&self, other: &Picture) -> Result<f64, String> {
        if (self.width, self.height) != (other.width, other.height) {
            return Err(format!(
                "the pictures differ in size: {}x{} and {}x{}",
                self.width, self.height, other.width, other.height
            ));
        }
        let n = self.pixels().count();
        let changed = self
            .pixels()
            .zip(other.pixels())
            .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 2))
            .count();
        Ok(if n == 0 {
            0.0
        } else {
            changed as f64 / n as f64
        })
    }
}

/// Fails if any picture is blank or empty, or if two consecutive ones are the same; returns
/// one line per picture and per pair.
pub fn check(paths: &[PathBuf]) -> Result<String, String> {
    let mut report = String::new();
    let mut previous: Option<(&PathBuf, Picture)> = None;
    for path in paths {
        let pic = Picture::read(path)?;
        if pic.width == 0 || pic.height == 0 {
            return Err(format!("{}: the picture is empty", path.display()));
        }
        let (share, colours) = pic.colour_spread();
        if share > BLANK_SHARE || colours < MIN_COLOURS {
            return Err(format!(
                "{}: the picture is blank ({:.1}% of it is one colour; {colours} colours)",
                path.display(),
                share * 100.0
            ));
        }
        report += &format!(
            "{}: {}x{}, {colours} colours, the most common {:.1}%\n",
            path.display(),
            pic.width,
            pic.height,
            share * 100.0
        );
        if let Some((prev_path, prev)) = &previous {
            let changed = prev.changed_share(&pic)?;
            if changed < MIN_CHANGED {
                return Err(format!(
                    "{} and {}: the picture did not change ({:.2}% of pixels differ)",
                    prev_path.display(),
                    path.display(),
                    changed * 100.0
                ));
            }
            report += &format!(
                "{} -> {}: {:.1}% of pixels changed\n",
                prev_path.display(),
                path.display(),
                changed * 100.0
            );
        }
        previous = Some((path, pic));
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(w: u32, h: u32, rgb: [u8; 3]) -> Picture {
        Picture {
            width: w,
            height: h,
            rgba: (0..w * h)
                .flat_map(|_| [rgb[0], rgb[1], rgb[2], 255])
                .collect(),
        }
    }

    fn shipped(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/screenshots")
            .join(name)
    }

    #[test]
    fn a_uniform_picture_is_blank_and_a_screenshot_is_not() {
        assert_eq!(flat(64, 32, [10, 12, 40]).colour_spread(), (1.0, 1));
        for name in ["title.png", "board-midgame.png"] {
            let (share, colours) = Picture::read(&shipped(name)).unwrap().colour_spread();
            assert!(share < BLANK_SHARE && colours >= MIN_COLOURS, "{name}");
        }
    }

    #[test]
    fn the_same_picture_twice_fails_and_two_moments_pass() {
        let board = shipped("board-midgame.png");
        let err = check(&[board.clone(), board.clone()]).unwrap_err();
        assert!(err.contains("did not change"), "{err}");
        let report = check(&[board, shipped("block-prompt.png")]).unwrap();
        assert!(report.contains("changed"), "{report}");
    }

    #[test]
    fn a_blank_or_unreadable_file_is_named_in_the_error() {
        let dir = std::env::temp_dir().join(format!("hn-pics-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.png");
        std::fs::write(&bad, b"not a png").unwrap();
        let err = check(std::slice::from_ref(&bad)).unwrap_err();
        assert!(err.contains("bad.png") && err.contains("PNG"), "{err}");
        let blank = dir.join("blank.png");
        let image = Image::new_fill(
            bevy::render::render_resource::Extent3d {
                width: 32,
                height: 16,
                depth_or_array_layers: 1,
            },
            bevy::render::render_resource::TextureDimension::D2,
            &[3, 3, 8, 255],
            bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        image.try_into_dynamic().unwrap().save(&blank).unwrap();
        let err = check(&[blank]).unwrap_err();
        assert!(
            err.contains("blank.png") && err.contains("blank ("),
            "{err}"
        );
        let missing = dir.join("missing.png");
        assert!(check(&[missing]).unwrap_err().contains("missing.png"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn pictures_of_different_sizes_do_not_compare() {
        let err = flat(4, 4, [0, 0, 0])
            .changed_share(&flat(4, 5, [0, 0, 0]))
            .unwrap_err();
        assert!(err.contains("4x4") && err.contains("4x5"), "{err}");
    }
}
