import SpinnerCore
import SpinnerAnimation
import SpinnerJSON

// The object forms of a timing function in a scene file, for the functions that are not a
// Bézier to solve:
//
//     {"table": [0, 0.0001, …, 1]}                        a lookup table (AndroidX semantics)
//     {"table": [...], "controlPoints": [x1, y1, x2, y2]}  … naming the curve it samples
//     {"steps": 5400}                                      a staircase of 5400 steps (CSS steps(n, end))
//
// AndroidX's fast-out-slow-in table has the name `androidFastOutSlowIn` and is written by name.
// An object with neither key is the solved-cubic form (SceneTimingFunction+Solver).
extension SceneTimingFunction {
    static func form(_ c: KeyedDecodingContainer<AnyKey>, in decoder: any Decoder) throws -> TimingFunction {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        if c.contains(AnyKey("steps")) {
            try c.refuseUnknownKeys(["steps"], in: decoder)
            let n = try c.required(SceneNumber.self, "steps", in: decoder).value
            guard n >= 1, n <= Double(SceneLimits.keyframes), n == n.rounded() else {
                throw SceneDecodingFailure(path: at("steps"), "expected a whole number of steps from 1 to \(SceneLimits.keyframes)")
            }
            return .steps(Int(n))
        }
        // Otherwise the object has "table" (SceneTimingFunction sends nothing else here).
        try c.refuseUnknownKeys(["table", "controlPoints"], in: decoder)
        let table = try c.required(SceneNumberList.self, "table", in: decoder).value
        guard table.count >= 2 else { throw SceneDecodingFailure(path: at("table"), "expected at least two entries") }
        var curve = TimingFunction.linear
        if c.contains(AnyKey("controlPoints")) {
            // The Bézier form of a timing function, checked as the array form is.
            curve = try c.decode(SceneTimingFunction.self, forKey: AnyKey("controlPoints")).value
            guard curve.lookupTable == nil, curve.stepCount == nil else {
                throw SceneDecodingFailure(path: at("controlPoints"), "expected [x1, y1, x2, y2]")
            }
        }
        return TimingFunction(lookupTable: table, sampling: curve)
    }
}

extension SceneExport {
    /// The object form of a lookup-table or steps function; nil for a Bézier.
    static func formFunction(_ f: TimingFunction) -> JSONValue? {
        if let n = f.stepCount { return .object([JSONMember("steps", .number(Double(n)))]) }
        guard let table = f.lookupTable else { return nil }
        var pairs: [JSONMember] = [JSONMember("table", .array(table.map { .number($0) }))]
        if f.c1 != TimingFunction.linear.c1 || f.c2 != TimingFunction.linear.c2 {
            pairs.append(JSONMember("controlPoints", .array([.number(f.c1.x), .number(f.c1.y), .number(f.c2.x), .number(f.c2.y)])))
        }
        return .object(pairs)
    }
}
