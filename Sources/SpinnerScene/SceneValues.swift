#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

// The value kinds of scene-format.md, each decoding itself from its JSON forms with a message
// that says what was expected.

// MARK: - Numbers and geometry

/// A finite number.
struct SceneNumber: Decodable {
    let value: Double
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        guard let v = try? c.decode(Double.self), v.isFinite else { throw SceneDecodingFailure(decoder, "expected a number") }
        value = v
    }
}

/// Radians, or a string with a CSS unit: `"90deg"`, `"1.5rad"`, `"0.25turn"`.
struct SceneAngle: Decodable {
    let radians: Double
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self), v.isFinite { radians = v; return }
        let expected = "expected an angle: radians, or a string such as \"90deg\", \"1.5rad\" or \"0.25turn\""
        guard let text = try? c.decode(String.self) else { throw SceneDecodingFailure(decoder, expected) }
        let units: [(String, Double)] = [("deg", Double.pi / 180), ("turn", 2 * Double.pi), ("rad", 1)]
        for (unit, factor) in units where text.hasSuffix(unit) {
            if let v = DecimalText.double(text.dropLast(unit.count).trimmingSpaces()), (v * factor).isFinite {
                radians = v * factor
                return
            }
        }
        throw SceneDecodingFailure(decoder, expected)
    }
}

/// `[a, b, ...]` of exactly `count` finite numbers.
func sceneNumbers(_ decoder: any Decoder, count: Int, expected: String) throws -> [Double] {
    var c = try decoder.unkeyedContainer()
    var out: [Double] = []
    while !c.isAtEnd {
        guard out.count < count, let v = try? c.decode(Double.self), v.isFinite else { throw SceneDecodingFailure(decoder, expected) }
        out.append(v)
    }
    guard out.count == count else { throw SceneDecodingFailure(decoder, expected) }
    return out
}

struct ScenePoint: Decodable {
    let value: Point
    init(from decoder: any Decoder) throws {
        guard (try? decoder.unkeyedContainer()) != nil else { throw SceneDecodingFailure(decoder, "expected a point [x, y]") }
        let v = try sceneNumbers(decoder, count: 2, expected: "expected a point [x, y]")
        value = Point(x: v[0], y: v[1])
    }
}

struct SceneSize: Decodable {
    let value: Size
    init(from decoder: any Decoder) throws {
        guard (try? decoder.unkeyedContainer()) != nil else { throw SceneDecodingFailure(decoder, "expected a size [w, h]") }
        let v = try sceneNumbers(decoder, count: 2, expected: "expected a size [w, h] of numbers of at least 0")
        guard v[0] >= 0, v[1] >= 0 else { throw SceneDecodingFailure(decoder, "expected a size [w, h] of numbers of at least 0") }
        value = Size(width: v[0], height: v[1])
    }
}

/// A displacement `[dx, dy]` (`shadowOffset`): a size whose parts may be negative.
struct SceneOffset: Decodable {
    let value: Size
    init(from decoder: any Decoder) throws {
        guard (try? decoder.unkeyedContainer()) != nil else { throw SceneDecodingFailure(decoder, "expected an offset [dx, dy]") }
        let v = try sceneNumbers(decoder, count: 2, expected: "expected an offset [dx, dy] of numbers")
        value = Size(width: v[0], height: v[1])
    }
}

struct SceneRect: Decodable {
    let value: Rect
    init(from decoder: any Decoder) throws {
        let expected = "expected a rect [x, y, w, h] with w and h at least 0"
        guard (try? decoder.unkeyedContainer()) != nil else { throw SceneDecodingFailure(decoder, expected) }
        let v = try sceneNumbers(decoder, count: 4, expected: expected)
        guard v[2] >= 0, v[3] >= 0 else { throw SceneDecodingFailure(decoder, expected) }
        value = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

// MARK: - Colours and lists

/// Any form `Color(parsing:)` reads (`"#RRGGBB"`, `"#RGB"`, a CSS named colour, ...), `{"rgba": [...]}`,
/// or null (none).
struct SceneColor: Decodable {
    let value: Color?
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { value = nil; return }
        let expected = "expected a colour: \(Color.parsingForms), {\"rgba\": [r, g, b, a]} or null"
        // spinnergen's extension: exact components from 0 to 1, as `scene` writes colours that
        // are not whole 8-bit values.
        if let o = try? decoder.container(keyedBy: AnyKey.self) {
            try o.refuseUnknownKeys(["rgba"], in: decoder)
            guard o.contains(AnyKey("rgba")) else { throw SceneDecodingFailure(decoder, expected) }
            let v = try sceneNumbers(try o.superDecoder(forKey: AnyKey("rgba")), count: 4, expected: "expected [r, g, b, a], each from 0 to 1")
            guard v.allSatisfy({ (0...1).contains($0) }) else {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("rgba")], "expected [r, g, b, a], each from 0 to 1")
            }
            value = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
            return
        }
        guard let text = try? c.decode(String.self), let colour = Color(parsing: text) else {
            let near = (try? c.decode(String.self)).map(Color.suggestion(for:)) ?? ""
            throw SceneDecodingFailure(decoder, expected + near)
        }
        value = colour
    }
}

struct SceneColors: Decodable {
    let value: [Color]
    init(from decoder: any Decoder) throws {
        guard var c = try? decoder.unkeyedContainer() else { throw SceneDecodingFailure(decoder, "expected an array of colours") }
        var out: [Color] = []
        while !c.isAtEnd {
            guard out.count < SceneLimits.keyframes else { throw SceneDecodingFailure(decoder, "more than \(SceneLimits.keyframes) colours") }
            out.append(try c.decode(SceneColor.self).value ?? .clear)
        }
        value = out
    }
}

struct SceneNumberList: Decodable {
    let value: [Double]
    init(from decoder: any Decoder) throws {
        guard var c = try? decoder.unkeyedContainer() else { throw SceneDecodingFailure(decoder, "expected an array of numbers") }
        var out: [Double] = []
        while !c.isAtEnd {
            guard out.count < SceneLimits.keyframes else { throw SceneDecodingFailure(decoder, "more than \(SceneLimits.keyframes) numbers") }
            guard let v = try? c.decode(Double.self), v.isFinite else { throw SceneDecodingFailure(decoder, "expected an array of numbers") }
            out.append(v)
        }
        value = out
    }
}

// MARK: - Transforms

/// `{"translation": [tx, ty], "rotation": angle, "scale": s | [sx, sy]}` (scale, then rotation,
/// then translation) or `{"matrix": [a, b, c, d, tx, ty]}`.
/// A layer's `transform`: named parts, or a `matrix` of 6 numbers (affine, `[a, b, c, d, tx, ty]`)
/// or 16 (CATransform3D's m11 ... m44, row by row). The parts compose in this order, the point
/// scaled first: `scale`, `rotateX`, `rotateY`, `rotation` (about z), `translation`, then
/// `perspective` (the distance d of CA's `m34 = -1/d`), the order `transform.*` key paths use.
struct SceneTransform: Decodable {
    let value: Transform3D
    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw SceneDecodingFailure(decoder, "expected a transform object with translation, rotation, rotateX, rotateY, scale and perspective, or matrix")
        }
        try c.refuseUnknownKeys(["translation", "rotation", "rotateX", "rotateY", "scale", "perspective", "matrix"], in: decoder)
        if c.contains(AnyKey("matrix")) {
            guard c.allKeys.count == 1 else { throw SceneDecodingFailure(decoder, "matrix cannot be combined with translation, rotation, scale or perspective") }
            value = try c.decode(SceneMatrix.self, forKey: AnyKey("matrix")).value
            return
        }
        // The plane parts with the plane's own arithmetic, so 2D files read exactly as before.
        var t = SpinnerCore.AffineTransform.identity
        let scale = try c.value(SceneScale.self, "scale")
        let rotateX = try c.value(SceneAngle.self, "rotateX")?.radians, rotateY = try c.value(SceneAngle.self, "rotateY")?.radians
        let rotation = try c.value(SceneAngle.self, "rotation")?.radians
        let translation = try c.value(ScenePoint.self, "translation")?.value
        var perspective: Double?
        if let d = try c.value(SceneNumber.self, "perspective")?.value {
            guard d.isFinite, d > 0 else {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("perspective")], "expected a perspective distance above 0 (the d of m34 = -1/d)")
            }
            perspective = d
        }
        guard rotateX != nil || rotateY != nil || perspective != nil else {
            if let s = scale { t = t.concatenating(SpinnerCore.AffineTransform(scaleX: s.x, y: s.y)) }
            if let r = rotation { t = t.concatenating(SpinnerCore.AffineTransform(rotationAngle: r)) }
            if let p = translation { t = t.concatenating(SpinnerCore.AffineTransform(translationX: p.x, y: p.y)) }
            value = Transform3D(t)
            return
        }
        var m = Transform3D.identity
        if let s = scale { m = m.concatenating(Transform3D(scaleX: s.x, y: s.y, z: 1)) }
        if let a = rotateX { m = m.concatenating(Transform3D(rotationAngle: a, x: 1, y: 0, z: 0)) }
        if let a = rotateY { m = m.concatenating(Transform3D(rotationAngle: a, x: 0, y: 1, z: 0)) }
        if let a = rotation { m = m.concatenating(Transform3D(rotationAngle: a, x: 0, y: 0, z: 1)) }
        if let p = translation { m = m.concatenating(Transform3D(translationX: p.x, y: p.y, z: 0)) }
        if let d = perspective { m = m.concatenating(Transform3D(perspectiveDistance: d)) }
        value = m
    }
}

struct SceneMatrix: Decodable {
    let value: Transform3D
    init(from decoder: any Decoder) throws {
        let expected = "expected a matrix of 6 numbers [a, b, c, d, tx, ty] or 16 (m11 ... m44)"
        let count = (try? decoder.unkeyedContainer())?.count == 16 ? 16 : 6
        value = Transform3D(numbers: try sceneNumbers(decoder, count: count, expected: expected))!
    }
}

/// A number or `[sx, sy]`.
struct SceneScale: Decodable {
    let x: Double, y: Double
    init(from decoder: any Decoder) throws {
        if let n = try? decoder.singleValueContainer().decode(Double.self), n.isFinite { x = n; y = n; return }
        let v = try sceneNumbers(decoder, count: 2, expected: "expected a scale: a number or [sx, sy]")
        x = v[0]; y = v[1]
    }
}

// MARK: - Timing, choices, flags and text

/// `"infinity"` or a number of at least 0.
struct SceneRepeatCount: Decodable {
    let value: Double
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let text = try? c.decode(String.self), text == "infinity" || text == "inf" { value = .infinity; return }
        guard let v = try? c.decode(Double.self), v.isFinite, v >= 0 else {
            throw SceneDecodingFailure(decoder, "expected a repeat count of at least 0, or \"infinity\"")
        }
        value = v
    }
}

/// One of an enumeration's raw values, with the list in the message.
struct SceneChoice<T: RawRepresentable & CaseIterable>: Decodable where T.RawValue == String {
    let value: T
    init(from decoder: any Decoder) throws {
        let names = T.allCases.map(\.rawValue)
        guard let text = try? decoder.singleValueContainer().decode(String.self), let v = T(rawValue: text) else {
            let near = (try? decoder.singleValueContainer().decode(String.self)).map { NameSuggestion.hint(for: $0, among: names) } ?? ""
            throw SceneDecodingFailure(decoder, "expected one of \(names.joined(separator: ", "))\(near)")
        }
        value = v
    }
}

/// `true` or `false`.
struct SceneBool: Decodable {
    let value: Bool
    init(from decoder: any Decoder) throws {
        guard let v = try? decoder.singleValueContainer().decode(Bool.self) else { throw SceneDecodingFailure(decoder, "expected true or false") }
        value = v
    }
}

/// A string.
struct SceneString: Decodable {
    let value: String
    init(from decoder: any Decoder) throws {
        guard let v = try? decoder.singleValueContainer().decode(String.self) else { throw SceneDecodingFailure(decoder, "expected a string") }
        value = v
    }
}
