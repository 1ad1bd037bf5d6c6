import Foundation

/// Work budgets (issue 28, item 1): sizes that reach `Int(_:)` only after a check, and scene
/// values that overflow in their unit. The scene files are `HostileScenes.refused`, written by
/// `fixture()`.
extension BadInputTableTests {
    static let budgets: [Case] = [
        // The canvas (the root's bounds, or --size) is sized before the scene is frozen.
        Case(arguments: ["render", "huge-root.json", "-o", "out.mp4"], mentions: "more than 16384 pixels a side"),
        Case(arguments: ["render", "wide-root.json", "--frames", "0", "-o", "f/"], mentions: "more than 16384 pixels a side"),
        Case(arguments: ["render", "wide-root.json", "--scale", "1e-300", "--frames", "0", "-o", "f/"], mentions: "--scale"),
        Case(arguments: ["check", "huge-root.json"], status: 65, mentions: "finite canvas size"),
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
