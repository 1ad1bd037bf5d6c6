import SpinnerJSON

/// A dotLottie (`.lottie`, version 1) package's files: `manifest.json`, naming the one
/// animation and how it plays (looping, forwards, at speed 1, on its own), then
/// `animations/<id>.json`, the same bytes as the plain Lottie file. Images stay embedded in
/// the animation as data URLs, which dotLottie players read as a Lottie player does.
public struct DotLottie: Sendable {
    /// The animation's id: its name with anything but letters, digits, `-` and `_` as `_`.
    public let id: String
    public let manifest: [UInt8]
    public let animation: [UInt8]

    public init(_ composition: LottieComposition, generator: String) {
        let cleaned = String(composition.name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        id = cleaned.isEmpty ? "animation" : cleaned
        let entry = JSONValue.fields(["id": .string(id), "speed": .number(1), "loop": .bool(true), "direction": .number(1),
                                       "playMode": .string("normal"), "autoplay": .bool(true)])
        manifest = Array((JSONValue.fields(["version": .string("1"), "generator": .string(generator), "author": .string(""),
                                              "revision": .number(1), "activeAnimationId": .string(id),
                                              "animations": .array([entry])]).compactText + "\n").utf8)
        animation = composition.jsonBytes()
    }

    /// The package's files, in the order they are written.
    public var files: [(path: String, bytes: [UInt8])] {
        [("manifest.json", manifest), ("animations/\(id).json", animation)]
    }
}
