import SpinnerAnimation
import SpinnerJSON

/// A timing function solved by a platform's own algorithm, in scene files:
///
///     "timingFunction": {"cubic": [0.4, 0, 0.2, 1], "solver": "flutter"}
///
/// `solver` is `flutter` (Flutter's `Cubic`: bisection to 0.001 in x, `TimingSolver.flutterBisection`)
/// or `exact` (the same as the plain `[x1, y1, x2, y2]` form). Both keys are required and no other
/// is allowed, so a misspelt key is refused rather than silently solved exactly.
extension SceneTimingFunction {
    /// The scene name of each solver; SceneExport writes the same names back.
    static let solverNames: [(name: String, solver: TimingSolver)] = [("exact", .exact), ("flutter", .flutterBisection)]

    static func solved(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder) throws -> TimingFunction {
        let names = solverNames.map(\.name).joined(separator: " or ")
        for key in c.allKeys where key.stringValue != "cubic" && key.stringValue != "solver" {
            throw SceneDecodingFailure(path: decoder.codingPath + [key], "unknown key '\(key.stringValue)' in a solved timing function (expected cubic and solver)")
        }
        guard c.contains(AnyKey("cubic")) else {
            throw SceneDecodingFailure(decoder, "expected {\"cubic\": [x1, y1, x2, y2], \"solver\": \(names)}")
        }
        guard let name = try? c.decode(String.self, forKey: AnyKey("solver")),
              let solver = solverNames.first(where: { $0.name == name })?.solver else {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("solver")], "expected a solver: \(names)")
        }
        let cubic = try c.superDecoder(forKey: AnyKey("cubic"))
        let expected = "expected [x1, y1, x2, y2] with x1 and x2 from 0 to 1"
        let v = try sceneNumbers(cubic, count: 4, expected: expected)
        guard (0...1).contains(v[0]), (0...1).contains(v[2]) else { throw SceneDecodingFailure(cubic, expected) }
        return TimingFunction(controlPoints: v[0], v[1], v[2], v[3], solvedBy: solver)
    }
}

extension SceneExport {
    /// `{"cubic": [...], "solver": NAME}` for a function whose solver is not the exact one.
    static func solvedFunction(_ f: TimingFunction) -> JSONValue {
        let name = SceneTimingFunction.solverNames.first { $0.solver == f.solver }?.name ?? "exact"
        return .object([JSONMember("cubic", .array([.number(f.c1.x), .number(f.c1.y), .number(f.c2.x), .number(f.c2.y)])),
                        JSONMember("solver", .string(name))])
    }
}
