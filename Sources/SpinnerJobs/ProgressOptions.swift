import SpinnerCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerPresets
import SpinnerOutputs

/// How a determinate preset learns its progress: `--progress` keyframes, a `--progress-file`
/// CSV, or a simulated download from `--seed`. (`package` so the fuzz harness reaches `csv`.)
package struct ProgressOptions {
    package let timeline: ProgressTimeline
    /// How the user wrote each keyframe, for messages (`keyframe 2 '9:1' of --progress`,
    /// `'p.csv':5 '9,1'`); nil for the simulated download, whose keyframes nobody wrote.
    package let written: [String]?

    /// Refuses progress options that do not go together, before any value is read.
    package static func checkCombination(_ a: ArgumentScanner) throws(CLIError) {
        let given = [a.has("progress"), a.has("progress-file")].filter { $0 }.count
        guard given <= 1 else { throw CLIError("--progress and --progress-file cannot be used together", hint: "give one of them") }
        if (a.has("seed") || a.has("download-time")) && given == 1 {
            throw CLIError("--seed and --download-time apply to the simulated download only", hint: "drop them, or drop --progress")
        }
    }

    /// The story from `--progress` or `--progress-file` as given in `a`, or else the simulated
    /// download of the `seed` and `download-time` values (checked, with their defaults).
    package init(_ a: ArgumentScanner, values: PresetValues) throws(CLIError) {
        try ProgressOptions.checkCombination(a)
        let fromFile = a.has("progress-file")
        func build(_ make: () throws(ProgressError) -> ProgressTimeline) throws(CLIError) -> ProgressTimeline {
            do { return try make() } catch {
                throw CLIError("bad progress: \(error.message)", hint: fromFile ? nil : "keyframes look like 0:0,1.5:0.3,4:1",
                               exitCode: fromFile ? .dataError : .usage)
            }
        }
        if let text = a["progress"] {
            let keyframes = try ProgressOptions.keyframes(text, separator: ",", pair: ":", source: "--progress")
            timeline = try build { () throws(ProgressError) in try ProgressTimeline(keyframes: keyframes) }
            written = text.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
                "keyframe \($0.offset + 1) \(UserText.quoted($0.element)) of --progress"
            }
        } else if let path = a["progress-file"] {
            guard FileManager.default.fileExists(atPath: path) else { throw CLIError.missingInput(path, what: "progress file") }
            let data = try CLIError.from { () throws(OutputsError) in try InputText.read(path, what: "progress file") }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CLIError("progress file \(UserText.quoted(path)) is not UTF-8 text", hint: "expected a CSV of time,progress lines", exitCode: .dataError)
            }
            let entries = try ProgressOptions.csvEntries(text, path: path)
            let keyframes = entries.map(\.keyframe)
            timeline = try build { () throws(ProgressError) in try ProgressTimeline(keyframes: keyframes) }
            written = entries.map { "keyframe \(UserText.shown(path)):\($0.line) \(UserText.quoted($0.text))" }
        } else {
            let defaults = SimulatedDownload()
            let seed = values.integer("seed") ?? defaults.seed
            let seconds = values.number("download-time") ?? defaults.duration
            let download = SimulatedDownload(seed: seed, duration: seconds)
            timeline = try build { () throws(ProgressError) in try download.timeline() }
            written = nil
        }
    }

    /// `T:P` pairs; errors name the item.
    package static func keyframes(_ text: String, separator: Character, pair: Character, source: String) throws(CLIError) -> [ProgressTimeline.Keyframe] {
        var out: [ProgressTimeline.Keyframe] = []
        for (i, item) in text.split(separator: separator, omittingEmptySubsequences: false).enumerated() {
            let parts = item.split(separator: pair, omittingEmptySubsequences: false)
            // `--progress json` is what issue 14 first called the machine-readable report.
            if source == "--progress", ProgressFormat(rawValue: text) != nil {
                throw CLIError("--progress is the download's keyframes, not how progress is reported",
                               hint: "keyframes look like 0:0,1.5:0.3,4:1; for progress on stderr use --progress-format \(text)")
            }
            guard parts.count == 2,
                  let t = DecimalText.double(parts[0].trimmingSpaces()), t.isFinite,
                  let p = DecimalText.double(parts[1].trimmingSpaces()), p.isFinite else {
                throw CLIError("bad progress keyframe \(i + 1) \(UserText.quoted(item)) in \(source)", hint: "expected time:progress, such as 1.5:0.3")
            }
            out.append(.init(time: t, progress: p))
        }
        return out
    }

    /// `time,progress` lines; the first line that is not a comment may be a header.
    package static func csv(_ text: String, path: String) throws(CLIError) -> [ProgressTimeline.Keyframe] {
        try csvEntries(text, path: path).map(\.keyframe)
    }

    /// The keyframes of a CSV with the line (from 1) and text each came from.
    package static func csvEntries(_ text: String, path: String) throws(CLIError) -> [(keyframe: ProgressTimeline.Keyframe, line: Int, text: String)] {
        var out: [(keyframe: ProgressTimeline.Keyframe, line: Int, text: String)] = []
        var mayBeHeader = true
        for (n, raw) in text.split(whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            defer { mayBeHeader = false }
            guard parts.count == 2, let t = DecimalText.double(parts[0]), let p = DecimalText.double(parts[1]), t.isFinite, p.isFinite else {
                if mayBeHeader { continue }
                throw CLIError("\(UserText.shown(path)):\(n + 1): expected 'time,progress', found \(UserText.quoted(line))",
                               hint: "each line is seconds,progress such as 1.5,0.3", exitCode: .dataError)
            }
            out.append((.init(time: t, progress: p), n + 1, line))
        }
        return out
    }

    /// Refuses a keyframe the user wrote that the render would cut off: one beyond its end that
    /// the app would still hear (keyframes after the download completes are never heard, so
    /// they are no part of the story). A simulated download longer than the render is simply
    /// cut by it: nobody wrote its keyframes.
    package func check(duration: Double) throws(CLIError) {
        guard let written else { return }
        let heard = timeline.completionTime ?? .infinity
        if let i = timeline.keyframes.indices.first(where: {
            let t = timeline.keyframes[$0].time
            return t > duration + 1e-9 && t <= heard
        }) {
            throw CLIError("the progress \(written[i]) at \(timeline.keyframes[i].time) s lies outside the \(duration) s render",
                           hint: "raise --duration or move the keyframe")
        }
    }

    /// The whole story: to the finish callback plus a moment to see the end state.
    package var storyLength: Double { timeline.storyLength }
}

extension CLIError {
    /// A file that should be there is not.
    package static func missingInput(_ path: String, what: String) -> CLIError {
        CLIError("\(what) \(UserText.quoted(path)) does not exist or cannot be read", exitCode: .noInput)
    }
}
