"""Headless Chromium for the browser tests (a helper module, not a test file)."""

from __future__ import annotations

import shutil


def chromium_binaries() -> tuple[str, str] | None:
    """(browser, chromedriver) from Debian's chromium and chromium-driver, or None."""
    browser = next(
        (
            shutil.which(b)
            for b in ("chromium", "chromium-browser", "google-chrome")
            if shutil.which(b)
        ),
        None,
    )
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None
