import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
import SpinnerUIKit

/// UIKit's value objects: UIColor's named colours and HSB, UIBezierPath's shapes and arcs, and
/// UIImage reading PNG files.
@Suite struct UIKitValueTypesTests {
    static func rgba(_ c: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    // MARK: - UIColor

    @Suite struct Colors {
        @Test func classColoursHaveUIKitsValues() {
            let expected: [(UIColor, [CGFloat])] = [
                (.black, [0, 0, 0, 1]), (.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]), (.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
                (.white, [1, 1, 1, 1]), (.gray, [0.5, 0.5, 0.5, 1]), (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]),
                (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]), (.yellow, [1, 1, 0, 1]), (.magenta, [1, 0, 1, 1]),
                (.orange, [1, 0.5, 0, 1]), (.purple, [0.5, 0, 0.5, 1]), (.brown, [0.6, 0.4, 0.2, 1]), (.clear, [0, 0, 0, 0]),
            ]
            for (color, components) in expected {
                #expect(rgba(color) == components)
            }
        }

        /// The grays are gray colours (two components, `getWhite` answers); the rest are RGB.
        @Test func graysAreGrayColours() {
            var (w, a): (CGFloat, CGFloat) = (-1, -1)
            #expect(UIColor.darkGray.getWhite(&w, alpha: &a) && w == 1.0 / 3 && a == 1)
            #expect(UIColor.darkGray.cgColor.numberOfComponents == 2)
            #expect(UIColor.clear.cgColor.components == [0, 0])
            #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
            w = -1
            #expect(!UIColor.red.getWhite(&w, alpha: nil) && w == -1)
            #expect(UIColor(white: 0.5, alpha: 1) == .gray)
            #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        }

        @Test func hueSaturationBrightnessRoundTrip() {
            for (h, s, b) in [(0.0, 1.0, 1.0), (0.1, 0.5, 0.8), (0.3, 0.6, 0.8), (0.5, 0.25, 0.5), (0.75, 1.0, 0.3), (0.95, 0.9, 1.0)] {
                let color = UIColor(hue: h, saturation: s, brightness: b, alpha: 0.4)
                var (hue, sat, bri, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
                #expect(color.getHue(&hue, saturation: &sat, brightness: &bri, alpha: &alpha))
                #expect(abs(hue - h) < 1e-12 && abs(sat - s) < 1e-12 && abs(bri - b) < 1e-12 && alpha == 0.4)
            }
            #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
            #expect(rgba(UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1)) == [0, 0.5, 0.5, 1])
            var (hue, sat): (CGFloat, CGFloat) = (-1, -1)
            #expect(UIColor.gray.getHue(&hue, saturation: &sat, brightness: nil, alpha: nil) && hue == 0 && sat == 0)
        }

        @Test func alphaAndCGColorBridges() {
            let faded = UIColor.red.withAlphaComponent(0.25)
            #expect(rgba(faded) == [1, 0, 0, 0.25])
            #expect(UIColor.gray.withAlphaComponent(0.5).cgColor.numberOfComponents == 2)
            let cg = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
            #expect(UIColor(cgColor: cg).cgColor == cg)
            #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).engine == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
            #expect(Set([UIColor.red, UIColor.red, UIColor.blue]).count == 2)
        }

        /// `MAXFLOAT` is this module's (Glibc's overlay, re-exported by Foundation, has none), so
        /// `repeatCount = MAXFLOAT` compiles as written for iOS.
        @Test func maxFloatIsTheLargestFiniteFloat() {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.repeatCount = MAXFLOAT
            #expect(animation.repeatCount == Float.greatestFiniteMagnitude)
        }
    }

    // MARK: - UIBezierPath

    @Suite struct BezierPaths {
        /// UIKit's `clockwise` is the screen's: `true` from 0 to π/2 passes below the centre, the
        /// same arc as Core Graphics' `clockwise: false`.
        @Test func clockwiseArcMatchesCoreGraphicsCounterclockwise() {
            let c = CGPoint(x: 50, y: 40), r: CGFloat = 10
            let ui = UIBezierPath(arcCenter: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            let cg = CGMutablePath()
            cg.addArc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            #expect(ui.cgPath == cg)
            let segments = ui.engine.subpaths.flatMap(\.segments)
            #expect(segments.count == 1)
            let mid = segments[0].point(at: 0.5)
            #expect(close(CGPoint(x: mid.x, y: mid.y), CGPoint(x: c.x + r * cos(.pi / 4), y: c.y + r * sin(.pi / 4))))
            #expect(close(ui.currentPoint, CGPoint(x: 50, y: 50)))
            let other = CGMutablePath()
            other.addArc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            #expect(UIBezierPath(arcCenter: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath == other)
        }

        @Test func roundedRectanglesFillTheirRectangle() {
            let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
            let continuous = UIBezierPath(roundedRect: rect, cornerRadius: 12)
            #expect(continuous.bounds == rect)
            var expected = Path()
            expected.addRoundedRect(Rect(rect), cornerRadius: 12, style: .continuous)
            #expect(continuous.engine == expected)
            // All four corners are the same shape; only the radii's width counts.
            let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 12, height: 40))
            #expect(all.engine == expected)
        }

        @Test func someCornersRoundedAreQuarterCirclesOfTheWidthRadius() {
            let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 99))
            #expect(path.bounds == rect)
            #expect(path.engine == UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10)).engine)
            #expect(path.engine.elements.first == .move(to: Point(x: 10, y: 0)))
            #expect(path.engine.elements.filter(\.isCurve).count == 2)
            let ends = path.engine.subpaths[0].segments.map(\.end)
            for corner in [Point(x: 100, y: 0), Point(x: 100, y: 40), Point(x: 90, y: 50), Point(x: 0, y: 50), Point(x: 0, y: 10), Point(x: 10, y: 0)] {
                #expect(ends.contains(corner))
            }
            #expect(!ends.contains(Point(x: 100, y: 50)) && !ends.contains(Point(x: 0, y: 0)))
        }

        @Test func referenceSemanticsAndEditing() {
            let a = UIBezierPath()
            #expect(a.isEmpty && a.bounds.isNull && a.currentPoint == .zero)
            let b = a
            b.move(to: CGPoint(x: 1, y: 2))
            b.addLine(to: CGPoint(x: 5, y: 2))
            b.addQuadCurve(to: CGPoint(x: 5, y: 6), controlPoint: CGPoint(x: 7, y: 4))
            b.addCurve(to: CGPoint(x: 1, y: 6), controlPoint1: CGPoint(x: 4, y: 8), controlPoint2: CGPoint(x: 2, y: 8))
            b.close()
            #expect(!a.isEmpty && a.currentPoint == CGPoint(x: 1, y: 2))
            #expect(a.bounds == CGRect(x: 1, y: 2, width: 6, height: 6))
            a.apply(CGAffineTransform(translationX: 10, y: 0))
            #expect(b.bounds == CGRect(x: 11, y: 2, width: 6, height: 6))
            let c = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
            c.append(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 2)))
            #expect(c.engine.subpaths.count == 2 && c.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
            c.cgPath = CGPath(rect: CGRect(x: 3, y: 3, width: 1, height: 1), transform: nil)
            #expect(c.bounds == CGRect(x: 3, y: 3, width: 1, height: 1))
            #expect(UIBezierPath(cgPath: c.cgPath).cgPath == c.cgPath)
            c.removeAllPoints()
            #expect(c.isEmpty)
        }

        @Test func arcAfterAPointIsJoinedByALine() {
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
            // Starts where the arc starts, (5, 0): a line there, then the upper half circle.
            guard case .line(let to) = path.engine.elements[1] else {
                Issue.record("no joining line: \(path.engine.elements)")
                return
            }
            #expect(close(CGPoint(x: to.x, y: to.y), CGPoint(x: 5, y: 0)))
            #expect(close(path.currentPoint, CGPoint(x: 15, y: 0)))
            #expect(abs(path.cgPath.boundingBoxOfPath.minY - -5) < 1e-9)
        }

        @Test func reversingRunsEachSubpathBackwards() {
            let open = UIBezierPath()
            open.move(to: .zero)
            open.addLine(to: CGPoint(x: 10, y: 0))
            open.addQuadCurve(to: CGPoint(x: 10, y: 5), controlPoint: CGPoint(x: 12, y: 2))
            open.lineWidth = 3
            let back = open.reversing()
            #expect(back.engine.elements == [.move(to: Point(x: 10, y: 5)), .quadCurve(to: Point(x: 10, y: 0), control: Point(x: 12, y: 2)),
                                             .line(to: .zero)])
            #expect(back.lineWidth == 3)
            let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).reversing()
            #expect(rect.engine.elements == [.move(to: .zero), .line(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 5)),
                                             .line(to: Point(x: 10, y: 0)), .closeSubpath])
            #expect(open.reversing().reversing().engine == open.engine)
        }
    }

    // MARK: - UIImage

    /// Serialized: the tests set `UIImage.searchPaths`, which is one for the process.
    @Suite(.serialized) struct Images {
        static let pixels = PixelBuffer(width: 6, height: 4, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))

        /// A fresh folder holding the test image under a few names, and the PNG's bytes.
        static func folder() throws -> (URL, [UInt8]) {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let png = try PNGCodec.encode(pixels, options: PNGOptions())
            for name in ["dot@2x.png", "plain.png", "bare"] {
                try Data(png).write(to: dir.appendingPathComponent(name))
            }
            try Data("not a png".utf8).write(to: dir.appendingPathComponent("text.png"))
            return (dir, png)
        }

        @Test func namedLooksInTheSearchPathsWithAndWithoutPNG() throws {
            let (dir, _) = try Self.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let saved = UIImage.searchPaths
            defer { UIImage.searchPaths = saved }
            UIImage.searchPaths = [dir.appendingPathComponent("nothing-here").path, dir.path]

            let plain = try #require(UIImage(named: "plain"))
            #expect(plain.scale == 1 && plain.size == CGSize(width: 6, height: 4))
            #expect(plain.cgImage?.pixels == Self.pixels)
            #expect(plain.cgImage?.width == 6 && plain.cgImage?.height == 4)
            #expect(UIImage(named: "plain.png")?.size == CGSize(width: 6, height: 4))

            // "@2x" in the file name: two pixels a point.
            let dot = try #require(UIImage(named: "dot"))
            #expect(dot.scale == 2 && dot.size == CGSize(width: 3, height: 2))
            #expect(UIImage(named: "dot@2x.png")?.scale == 2)

            #expect(UIImage(named: "bare")?.size == CGSize(width: 6, height: 4))
            #expect(UIImage(named: "missing") == nil)
            #expect(UIImage(named: "text") == nil)
        }

        @Test func fromFileAndFromData() throws {
            let (dir, png) = try Self.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("dot@2x.png").path))
            #expect(file.scale == 2 && file.cgImage?.pixels == Self.pixels)
            #expect(UIImage(contentsOfFile: dir.appendingPathComponent("absent.png").path) == nil)

            let data = try #require(UIImage(data: Data(png)))
            #expect(data.scale == 1 && data.size == CGSize(width: 6, height: 4))
            #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 3, height: 2))
            #expect(UIImage(data: Data("no".utf8)) == nil)

            let wrapped = UIImage(cgImage: try #require(data.cgImage), scale: 3, orientation: .left)
            #expect(wrapped.size == CGSize(width: 2, height: 4.0 / 3) && wrapped.imageOrientation == .left)
        }
    }
}
