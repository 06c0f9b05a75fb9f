// Entry point of the explanation pane. Wiring grows in later commits.
export {};
