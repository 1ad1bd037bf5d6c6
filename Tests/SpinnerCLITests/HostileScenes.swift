import Foundation

/// Scene files at and past the limits a scene may reach, written by the tests that need them:
/// each asks for far more derived work (flattened edges, dashes, glyphs, crossings, changes)
/// than its size on disk suggests (issue 28, item 1).
enum HostileScenes {
    /// A scene of `sublayers` under a root of `side` points a side.
    static func scene(_ sublayers: [String], side: Int = 20) -> String {
        "{\"spinnergen\": 1, \"name\": \"hostile\", \"loop\": 1, \"root\": {\"bounds\": [0, 0, \(side), \(side)], \"sublayers\": [\(sublayers.joined(separator: ", "))]}}"
    }

    /// A filled shape layer over the whole root, with `extra` fields.
    static func shape(_ path: String, side: Int = 20, _ extra: String = "\"fillColor\": \"#000000\"") -> String {
        "{\"type\": \"shape\", \"bounds\": [0, 0, \(side), \(side)], \"position\": [\(Double(side) / 2), \(Double(side) / 2)], \"path\": \(path), \(extra)}"
    }

    /// Files that `check` passes and `render` must then draw, by name.
    static let renderable: [String: String] = {
        // 99,000 segments, every one spanning the canvas's height: the old sweep sized its
        // crossings for every pair of them, 78 GB.
        let zigzag = "\"M0 0l" + String(repeating: ".0002 20 .0002-20 ", count: 49_500) + "Z\""
        // A 5,001-point star, every edge crossing most others near the middle.
        let n = 5_001, k = 2_500
        let star = "\"M" + (0..<n).map { i in
            let a = 2 * Double.pi * Double(i * k % n) / Double(n)
            return String(format: "%.3f %.3f", 10 + 9 * cos(a), 10 + 9 * sin(a))
        }.joined(separator: " L") + " Z\""
        let changes = (0..<100_000).map { i in
            "{\"time\": \(Double(i) / 100_000), \"keyPath\": \"opacity\", \"value\": \(i % 2), \"implicit\": true}"
        }.joined(separator: ", ")
        return [
            "zigzag.json": scene([shape(zigzag)]),
            "star.json": scene([shape(star, "\"fillColor\": \"#000000\", \"fillRule\": \"evenOdd\"")]),
            "dashes.json": scene([shape("{\"ellipse\": [2, 2, 16, 16]}",
                                        "\"strokeColor\": \"#000000\", \"lineWidth\": 2, \"lineDashPattern\": [1e-4, 1e-4]")]),
            "text.json": scene([text(String(repeating: "x", count: 2_000))]),
            // At the text budget: 90 snowmen (48,870 outline segments), and 4,166 glyphs of x.
            "snowmen-at-budget.json": scene([text(String(repeating: "\u{2603}", count: 90))]),
            "x-at-budget.json": scene([text(String(repeating: "x", count: 4_166))]),
            "changes.json": scene([
                "{\"bounds\": [0, 0, 10, 10], \"position\": [10, 10], \"backgroundColor\": \"#000000\", \"changes\": [\(changes)]}",
            ]),
            "huge-sublayer.json": scene(["{\"bounds\": [0, 0, 1e308, 1e308], \"position\": [10, 10], \"backgroundColor\": \"#000000\"}"]),
            "replicated.json": scene([
                "{\"type\": \"replicator\", \"frame\": [0, 0, 20, 20], \"instanceCount\": 10000, \"instanceTransform\": {\"rotation\": \"0.036deg\"}, \"sublayers\": [\(shape("{\"ellipse\": [9, 1, 2, 2]}", side: 20))]}",
            ]),
        ]
    }()

    /// Files that must be refused, by name.
    static let refused: [String: String] = [
        "huge-root.json": "{\"spinnergen\": 1, \"name\": \"h\", \"loop\": 1, \"root\": {\"bounds\": [0, 0, 1e308, 1e308]}}",
        "wide-root.json": "{\"spinnergen\": 1, \"name\": \"h\", \"loop\": 1, \"root\": {\"bounds\": [0, 0, 1e308, 10]}}",
        "turns.json": scene([shape("{\"arc\": {\"center\": [5, 5], \"radius\": 4, \"startAngle\": \"1e308turn\", \"endAngle\": 0}}")]),
        "degrees.json": scene([shape("{\"arc\": {\"center\": [5, 5], \"radius\": 4, \"startAngle\": 0, \"endAngle\": \"-1e308turn\"}}")]),
        // 5,000 points a side at --scale 4: finite, but more pixels than the default renders.
        "big-root.json": "{\"spinnergen\": 1, \"name\": \"h\", \"loop\": 1, \"root\": {\"bounds\": [0, 0, 5000, 5000]}}",
        // 200,000 glyphs in a frame: 628 MB and 90 s a frame before the text budget.
        "long-text.json": scene([text(String(repeating: "x", count: 200_000))]),
        // 100 snowmen of 543 outline segments each.
        "snowmen.json": scene([text(String(repeating: "\u{2603}", count: 100))]),
        // "Loading…" 750 times around a ring: 6,000 glyphs.
        "replicated-text.json": scene([
            "{\"type\": \"replicator\", \"frame\": [0, 0, 20, 20], \"instanceCount\": 750, \"instanceTransform\": {\"rotation\": \"0.48deg\"}, \"sublayers\": [\(text("Loading…"))]}",
        ]),
    ]

    /// A text layer over the whole root, 4 points an em.
    static func text(_ string: String) -> String {
        "{\"type\": \"text\", \"bounds\": [0, 0, 20, 20], \"position\": [10, 10], \"fontSize\": 4, \"string\": \"\(string)\", \"foregroundColor\": \"#000000\"}"
    }

    /// Writes every file of `files` into `dir`.
    static func write(_ files: [String: String], into dir: URL) throws {
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
    }
}
