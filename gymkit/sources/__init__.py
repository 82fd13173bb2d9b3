"""Where a gym comes from: the Hugging Face hub or a local folder in the card layout."""
