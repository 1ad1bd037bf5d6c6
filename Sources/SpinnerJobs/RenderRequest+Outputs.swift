import SpinnerOutputs

/// What the files around a render are planned from: the request's outputs as named.
extension RenderRequest {
    /// Each output as `-o` wrote it, with its job and the request's scale.
    package var namedOutputs: NamedOutputs {
        NamedOutputs(scale: options.scale, outputs: Array(zip(options.outputArguments, jobs)))
    }

    /// The asset catalogue work `requests` need (see `AssetCatalog.plan`); nil when none.
    package static func catalogue(_ requests: [RenderRequest]) throws(CLIError) -> AssetCatalog? {
        try CLIError.from { () throws(OutputsError) in try AssetCatalog.plan(requests.map(\.namedOutputs)) }
    }

    /// The animation lists `requests` ask for (`--android-animation-list`), none when not asked.
    package static func animationLists(_ requests: [RenderRequest]) throws(CLIError) -> [AndroidAnimationList] {
        guard requests.first?.options.androidAnimationList == true else { return [] }
        return try CLIError.from { () throws(OutputsError) in try AndroidAnimationList.plan(requests.map(\.namedOutputs)) }
    }
}
