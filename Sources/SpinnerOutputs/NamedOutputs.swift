import SpinnerPipeline

/// One render's outputs as the command line named them: each `-o` as written with the job that
/// writes it, and the render's scale. What asset catalogues and Android animation lists are
/// planned from, and how their messages name an output.
package struct NamedOutputs {
    /// Pixels per point of the render.
    package let scale: Double
    /// Each output, in the order given: `-o` as written, and its job.
    package let outputs: [(argument: String, job: RenderJob)]

    package init(scale: Double, outputs: [(argument: String, job: RenderJob)]) {
        self.scale = scale
        self.outputs = outputs
    }
}
