import Foundation

/// Work budgets (issue 28, item 1): sizes that reach `Int(_:)` only after a check, and scene
/// values that overflow in their unit. The scene files are `HostileScenes.refused`, written by
/// `fixture()`.
extension BadInputTableTests {
    static let budgets: [Case] = [
        // A root's bounds that give no finite canvas at check's scale are the file's values:
        // `render` refuses them as `check` does (65, the same line), whatever --scale or --size
        // would make of them; a canvas too large for the options is the options' (64).
        Case(arguments: ["render", "huge-root.json", "-o", "out.mp4"], status: 65, mentions: "finite canvas size"),
        Case(arguments: ["render", "huge-root.json", "--size", "100", "-o", "out.mp4"], status: 65, mentions: "finite canvas size"),
        Case(arguments: ["render", "wide-root.json", "--frames", "0", "-o", "f/"], status: 65, mentions: "finite canvas size"),
        Case(arguments: ["render", "wide-root.json", "--scale", "1e-300", "--frames", "0", "-o", "f/"], status: 65,
             mentions: "the root layer's bounds times the scale, 4, must be at least 1 px and finite"),
        Case(arguments: ["check", "huge-root.json"], status: 65, mentions: "finite canvas size"),
        Case(arguments: ["check", "wide-root.json"], status: 65, mentions: "finite canvas size"),
        Case(arguments: ["render", "big-root.json", "--frames", "0", "-o", "f/"], mentions: "more than spinnergen renders"),
        // Text past the per-frame budget (5,000 glyphs, 50,000 outline segments) is refused by
        // both before anything is drawn; replicator copies multiply.
        Case(arguments: ["check", "long-text.json"], status: 65, mentions: "can draw 200000 glyphs in a frame, more than 5000"),
        Case(arguments: ["render", "long-text.json", "--frames", "0", "-o", "f/"], status: 65,
             mentions: "can draw 200000 glyphs in a frame, more than 5000 (a label is a few words"),
        Case(arguments: ["check", "snowmen.json"], status: 65, mentions: "can draw 100 glyphs of more than 50000 outline segments"),
        Case(arguments: ["render", "snowmen.json", "-o", "out.gif"], status: 65, mentions: "can draw 100 glyphs of more than 50000 outline segments"),
        Case(arguments: ["check", "replicated-text.json"], status: 65, mentions: "can draw 6000 glyphs in a frame"),
        Case(arguments: ["render", "replicated-text.json", "-o", "out.mp4"], status: 65, mentions: "can draw 6000 glyphs in a frame"),
        Case(arguments: ["render", "turns.json", "-o", "out.gif"], status: 65, mentions: "startAngle"),
        Case(arguments: ["check", "degrees.json"], status: 65, mentions: "endAngle"),
        Case(arguments: ["material", "--size", "1e308", "-o", "out.mp4"], mentions: "--size"),
        Case(arguments: ["material", "--size", "10000", "--scale", "1.6385", "-o", "out.mp4"], mentions: "16384 pixels a side"),
        // A GIF holds its kept frames (a byte a pixel at least) until the palette is known: a
        // render whose GIF cannot fit is refused before any work, as video is (64, not 74).
        Case(arguments: ["material", "--size", "200", "--scale", "4", "--duration", "60", "--memory-limit", "48M", "-o", "a.gif"],
             mentions: "until its palette is known"),
        Case(arguments: ["material", "--size", "200", "--scale", "4", "--duration", "60", "--memory-limit", "48M", "-o", "a.gif", "-o", "a.mp4"],
             mentions: "until its palette is known"),
    ]

    /// The budget cases' scene files, in the table's fixture folder.
    static func writeBudgetFixtures(in dir: URL) throws {
        try HostileScenes.write(HostileScenes.refused, into: dir)
    }
}
