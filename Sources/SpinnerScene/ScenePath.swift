import SpinnerCore

/// A path: SVG path data, or one shape object (`arc`, `rect`, `ellipse`, `roundedRect`), in the
/// layer's own coordinates, y down, angles clockwise from 3 o'clock as UIKit.
struct ScenePath: Decodable {
    let value: Path

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            value = try ScenePath.svg(text, decoder)
            return
        }
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw SceneDecodingFailure(decoder, "expected SVG path data or a shape object (arc, rect, ellipse, roundedRect)")
        }
        var path = Path()
        if c.contains(AnyKey("arc")) {
            try c.refuseUnknownKeys(["arc"], in: decoder)
            let arc = try c.decode(SceneArc.self, forKey: AnyKey("arc"))
            path.addArc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle, endAngle: arc.endAngle, clockwise: arc.clockwise)
        } else if c.contains(AnyKey("rect")) {
            try c.refuseUnknownKeys(["rect"], in: decoder)
            path.addRect(try c.required(SceneRect.self, "rect", in: decoder).value)
        } else if c.contains(AnyKey("ellipse")) {
            try c.refuseUnknownKeys(["ellipse"], in: decoder)
            path.addEllipse(in: try c.required(SceneRect.self, "ellipse", in: decoder).value)
        } else if c.contains(AnyKey("roundedRect")) {
            try c.refuseUnknownKeys(["roundedRect", "cornerRadius", "corners"], in: decoder)
            let rect = try c.required(SceneRect.self, "roundedRect", in: decoder).value
            let radius = try c.value(SceneNumber.self, "cornerRadius")?.value ?? 0
            guard radius >= 0 else { throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("cornerRadius")], "expected a radius of at least 0") }
            let style = try c.value(SceneChoice<CornerStyle>.self, "corners")?.value ?? .continuous
            path.addRoundedRect(rect, cornerRadius: radius, style: style)
        } else {
            throw SceneDecodingFailure(decoder, "expected SVG path data or a shape object (arc, rect, ellipse, roundedRect)")
        }
        value = path
    }
}

/// UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:).
struct SceneArc: Decodable {
    let center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw SceneDecodingFailure(decoder, "expected an arc object with center, radius, startAngle, endAngle and clockwise")
        }
        try c.refuseUnknownKeys(["center", "radius", "startAngle", "endAngle", "clockwise"], in: decoder)
        center = try c.value(ScenePoint.self, "center")?.value ?? .zero
        radius = try c.required(SceneNumber.self, "radius", in: decoder).value
        guard radius >= 0 else { throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("radius")], "expected a radius of at least 0") }
        startAngle = try c.required(SceneAngle.self, "startAngle", in: decoder).radians
        endAngle = try c.required(SceneAngle.self, "endAngle", in: decoder).radians
        clockwise = try c.value(SceneBool.self, "clockwise")?.value ?? true
    }
}

extension ScenePath {
    /// SVG path data.
    static func svg(_ text: String, _ decoder: any Decoder) throws -> Path {
        do {
            return try Path(svgData: text)
        } catch {
            throw SceneDecodingFailure(decoder, "SVG path data \(error.description)")
        }
    }
}
