/// The parameters every determinate preset shares: where its progress comes from.
extension PresetParameter {
    public static let progress: [PresetParameter] = [
        PresetParameter("progress", "T:P,...", .progressKeyframes, absence: "a simulated download",
                        help: "progress keyframes, time in seconds : progress 0...1, linear between (e.g. 0:0,1.5:0.3,4:1)"),
        PresetParameter("progress-file", "FILE", .file, absence: "a simulated download",
                        help: "CSV of time,progress lines (a header line and # comments are skipped)"),
        PresetParameter("seed", "N", .integer(0...UInt64.max), default: .integer(SimulatedDownload().seed),
                        help: "seed of the simulated download used when no progress is given"),
        PresetParameter("download-time", "SECONDS",
                        .number(NumberRange(minimum: 0, maximum: 3600, expected: "seconds above 0 and at most 3600")),
                        default: .number(SimulatedDownload().duration), help: "length of the simulated download"),
    ]
}
