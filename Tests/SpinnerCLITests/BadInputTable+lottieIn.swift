/// Lottie input's refusals (issue 31, items 3 and 4): damaged and hostile files, limits checked
/// before work, dotLottie packages that are not what they claim, and options that do not apply.
/// The files are `LottieFixtures`'.
extension BadInputTableTests {
    static let lottieIn: [Case] = [
        Case(arguments: ["render", "zero-rate.json", "-o", "out.gif"], status: 65, mentions: "zero-rate.json: fr: frame rate must be more than 0"),
        Case(arguments: ["check", "cycle.json"], status: 65, mentions: "precompositions contain each other: a -> b -> a"),
        Case(arguments: ["render", "huge-image.json", "-o", "out.gif"], status: 65, mentions: "5000x5000 pixels, more than the 16777216 allowed"),
        Case(arguments: ["render", "square.json", "--strict", "-o", "out.gif"], status: 65, mentions: "expressions (at layers[0].ks.o.x) is not reproduced, and --strict refuses it"),
        Case(arguments: ["check", "square.json", "--strict"], status: 65, mentions: "--strict"),
        Case(arguments: ["render", "square.json", "--marker", "nope", "-o", "out.gif"], mentions: "has no marker 'nope' (its markers: half, moment, back)"),
        Case(arguments: ["render", "square.json", "--marker", "moment", "-o", "out.gif"], mentions: "--frame 30 -o still.png"),
        Case(arguments: ["render", "square.json", "--frame", "5", "-o", "still.png"], mentions: "--frame 5 comes before the first frame, 10"),
        Case(arguments: ["render", "square.json", "--frame", "12", "--time", "0.1", "-o", "still.png"], mentions: "--time and --frame cannot be used together"),
        Case(arguments: ["render", "square.json", "--frame", "12", "-o", "out.gif"], mentions: "--frame applies to a single .png still"),
        Case(arguments: ["render", "square.json", "--at-progress", "0.5", "-o", "still.png"], mentions: "declares no progress"),
        Case(arguments: ["render", "square.json", "--param", "a=1", "-o", "out.gif"], mentions: "unknown option '--param'"),
        Case(arguments: ["render", "square.json", "--animation", "a", "-o", "out.gif"], mentions: "--animation does not apply"),
        Case(arguments: ["material", "--frame", "3", "-o", "still.png"], mentions: "unknown option '--frame'"),
        Case(arguments: ["render", "junk.lottie", "-o", "out.gif"], status: 65, mentions: "no zip central directory"),
        Case(arguments: ["render", "missing.lottie", "-o", "out.gif"], status: 66, mentions: "Lottie file 'missing.lottie' does not exist"),
        Case(arguments: ["check", "notes.txt.lottie"], status: 65, mentions: "notes.txt.lottie: not valid JSON"),
        Case(arguments: ["render", "bomb.lottie", "-o", "out.gif"], status: 65, mentions: "bytes uncompressed, more than the 33554432 allowed"),
        Case(arguments: ["check", "short.lottie"], status: 65, mentions: "does not inflate to the 3 bytes its directory declares"),
        Case(arguments: ["check", "no-manifest.lottie"], status: 65, mentions: "the package has no manifest.json"),
        // Too large to parse, told from a scene file by its first keys.
        Case(arguments: ["render", "large.json", "-o", "out.gif"], status: 65, mentions: "Lottie file 'large.json' is longer than 32 MiB"),
        // Cut short, it is still read as Lottie: --frame applies, and the reader says where it ends.
        Case(arguments: ["render", "cut.json", "--frame", "12", "-o", "still.png"], status: 65,
             mentions: "not valid JSON: unexpected end"),
        Case(arguments: ["check", "cut.json"], status: 65, mentions: "cut.json: layers[0]: not valid JSON: unexpected end (expected a key in quotes) at line 2, column 34"),
        Case(arguments: ["check", "pkg.lottie", "--animation", "zz"], mentions: "has no animation 'zz' (its animations: a, b)"),
    ]
}
