import SpinnerPipeline

/// What a render tells while it runs (`--progress-format bar` or `json`): each frame written, and each
/// output once it is in place. One reporter follows one render; a render that feeds several
/// outputs (issue 14, item 1) calls `finished` once per output.
package protocol RenderReporter: Sendable {
    /// Called on the writing thread after each frame: frames written so far, of `total`.
    func frameWritten(_ done: Int, of total: Int)
    /// The output `output` (as given on the command line) is complete, as `summary` says.
    func finished(_ summary: RenderSummary, output: String)
}
