import SpinnerPipeline

/// The flags only some formats take (`FormatOption`): the format table says which outputs take
/// each; here is what a render with none of them is told.
extension RenderOptions {
    /// Refuses the first flag that no output of the render takes, with its own message
    /// (`shown` is the output the message names). A flag one output takes is applied to that
    /// output and ignored by the others.
    package static func refuseFlagsNoOutputTakes(_ a: ArgumentScanner, outputs: [OutputTarget], shown: OutputTarget) throws(CLIError) {
        for option in FormatOption.allCases where a.has(option.rawValue) {
            guard !outputs.contains(where: { $0.format.traits.options.contains(option) }) else { continue }
            throw refusal(of: option, shown: shown)
        }
    }

    private static func refusal(of option: FormatOption, shown: OutputTarget) -> CLIError {
        let format = shown.format.rawValue
        switch option {
        case .animated:
            return CLIError("--animated makes a .png output an animated PNG; it does not apply to \(format)", hint: "drop --animated, or write a .png")
        case .compression:
            return CLIError("--compression is the zlib level of PNG and APNG outputs; it does not apply to \(format)",
                            hint: "for video quality use --crf or --bitrate")
        case .loopCount:
            return CLIError("--loop-count applies to \(OutputFormat.listed(option.formats, "and")) outputs", hint: "drop it, or write one of those")
        case .dither, .matte:
            return CLIError("--dither and --matte apply to .gif outputs", hint: "drop them, or write a .gif")
        case .transparentBelow:
            return CLIError("--transparent-below applies to .gif outputs (GIF's alpha is on or off)",
                            hint: "drop it, or write a .gif; other formats keep every alpha")
        case .maxBytes:
            return CLIError("--max-bytes applies to \(OutputFormat.listed(option.formats, "and")) outputs",
                            hint: "drop it, or write one of those")
        case .codec, .crf, .bitrate, .preset, .pixelFormat, .range, .keyframeInterval:
            return CLIError("--\(option.rawValue) applies to video outputs", hint: "write " + OutputFormat.listed(option.formats))
        }
    }
}
