import SpinnerCore
import SpinnerAnimation
import SpinnerOutputs
import SpinnerLottieImport

/// A Lottie file named on the command line (`anim.json` recognised by its content, or a
/// `.lottie` package): its options, and `LottieFile`'s reading with errors as one line. The tree's
/// time 0 is frame `ip` and one loop is `(op - ip) / fr`; `--marker` moves time 0 to the
/// marker's first frame and makes its span the loop; `--strict` refuses a file with any note.
package enum LottieInput {
    package static let options: [ArgumentScanner.Option] = [
        .init("animation", value: "ID", help: "a .lottie package: the animation to play, by its manifest id (default: the first)"),
        .init("marker", value: "NAME", help: "play only the span of this marker of the file (its 'cm' name): time 0 is its first frame, one loop its length"),
        .init("strict", help: "refuse the file when anything in it would be approximated or left out (each note an error)"),
    ]

    /// `--frame`, offered where `--time` is: a still's moment as the file numbers its frames.
    package static let frameOption = ArgumentScanner.Option(
        "frame", value: "F", help: "a Lottie file: the still at the file's own frame F (its 'ip' is the first; fractions allowed), instead of --time")

    /// The file read with the options of `scanner`, the marker applied, `--strict` enforced.
    package static func load(_ path: String, _ scanner: ArgumentScanner, log: ImageReadLog? = nil) throws(CLIError) -> (LottieDocument, loop: Double) {
        let document = try CLIError.from { () throws(OutputsError) in try LottieFile.load(path, animation: scanner["animation"], log: log) }
        if scanner.has("strict"), let first = document.notes.first {
            let more = document.notes.count - 1
            throw CLIError(UserText.line("\(UserText.shown(path)): \(line(first)) is not reproduced, and --strict refuses it"),
                           hint: (more > 0 ? "\(more) more note\(more == 1 ? "" : "s"); " : "") + "drop --strict to render with static values, or see 'spinnergen check \(UserText.shown(path))'",
                           exitCode: .dataError)
        }
        guard let name = scanner["marker"] else { return (document, document.loopPeriod) }
        guard let marker = document.marker(named: name) else {
            let names = document.markers.map(\.name)
            throw CLIError("\(UserText.shown(path)) has no marker \(UserText.quoted(name))",
                           hint: names.isEmpty ? "the file has no markers" : "its markers: \(UserText.shown(names.joined(separator: ", ")))")
        }
        guard marker.durationFrames != 0 else {
            throw CLIError("marker \(UserText.quoted(name)) of \(UserText.shown(path)) is one moment (dr 0), not a span",
                           hint: "render that moment with --frame \(DecimalText.shortest(marker.startFrame)) -o still.png")
        }
        // The marker's first frame becomes time 0 of every layer and animation; a negative
        // duration plays the span backwards from there.
        document.root.timeOffset = document.seconds(ofFrame: marker.startFrame)
        if marker.durationFrames < 0 { document.root.speed = -1 }
        return (document, abs(marker.durationFrames) / document.composition.frameRate)
    }

    /// A note as one clause: `expressions (at layers[0].ks.p)`.
    package static func line(_ note: LottieNote) -> String {
        note.path.isEmpty ? note.feature : "\(note.feature) (at \(note.path))"
    }

    /// The notes as the lines a command prints on stderr, once each.
    package static func noteLines(_ document: LottieDocument) -> [String] {
        document.notes.map { "note: " + UserText.line(line($0)) }
    }

    /// Seconds of the still at the file's frame `frame` (text as given to `--frame`), on the
    /// tree's clock (after `--marker`); refused before frame `ip` or outside the story.
    package static func stillTime(frame: Double, _ document: LottieDocument) throws(CLIError) -> Double {
        // The root's clock (after --marker) reads `t · speed + timeOffset` at render time t.
        let t = (document.seconds(ofFrame: frame) - document.root.timeOffset) / document.root.speed
        guard t >= 0 else {
            let first = document.composition.inPoint + document.root.timeOffset * document.composition.frameRate
            throw CLIError("--frame \(DecimalText.shortest(frame)) comes before the first frame, \(DecimalText.shortest(first))",
                           hint: "the file's frames run from ip \(DecimalText.shortest(document.composition.inPoint)) to op \(DecimalText.shortest(document.composition.outPoint))")
        }
        return t
    }
}
