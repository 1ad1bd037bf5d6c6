import Foundation
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// ReplicatorLayer (issue 12, item 1): copies moved by instanceTransform^k about the centre,
/// delayed by k · instanceDelay and tinted by instanceColor + k · offsets, checked against closed
/// forms written here.
@Suite struct ReplicatorLayerTests {
    /// A 100 × 100 root with a replicator on the frame (10, 10, 80, 80): its bounds' centre is
    /// (40, 40) in its own space, (50, 50) on the canvas, and its sublayers map to the canvas by
    /// a translation of (10, 10).
    static func tree(count: Int, configure: (ReplicatorLayer) -> Void = { _ in }) -> (Layer, ReplicatorLayer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.position = Point(x: 50, y: 50)
        let r = ReplicatorLayer()
        r.name = "rep"
        r.frame = Rect(x: 10, y: 10, width: 80, height: 80)
        r.instanceCount = count
        configure(r)
        root.addSublayer(r)
        return (root, r)
    }

    /// A 6 × 6 dot at (40, 8) in the replicator, fading in over 1 s and growing, repeating.
    static func dot(name: String = "dot") -> ShapeLayer {
        let d = ShapeLayer()
        d.name = name
        d.frame = Rect(x: 37, y: 5, width: 6, height: 6)
        var p = Path()
        p.addEllipse(in: Rect(x: 0, y: 0, width: 6, height: 6))
        d.path = p
        d.fillColor = Color(red: 0.8, green: 0.6, blue: 0.4)
        var fade = BasicAnimation(keyPath: .opacity)
        fade.fromValue = .number(0.2)
        fade.toValue = .number(1)
        fade.duration = 1
        fade.repeatCount = .infinity
        d.add(fade, forKey: "fade")
        var grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = .number(1)
        grow.toValue = .number(2)
        grow.duration = 1
        grow.repeatCount = .infinity
        d.add(grow, forKey: "grow")
        return d
    }

    /// Rotation by `angle` about `c` (x' = c + R(angle)(x − c)), written out.
    static func rotation(_ angle: Double, about c: Point) -> SpinnerCore.AffineTransform {
        let s = sin(angle), k = cos(angle)
        let tx: Double = c.x - k * c.x + s * c.y
        let ty: Double = c.y - s * c.x - k * c.y
        return SpinnerCore.AffineTransform(a: k, b: s, c: -s, d: k, tx: tx, ty: ty)
    }

    static func close(_ a: SpinnerCore.AffineTransform, _ b: SpinnerCore.AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
        let differences: [Double] = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
        return differences.allSatisfy { abs($0) <= tolerance }
    }

    static func layers(_ scene: Scene, _ t: Double) -> [String: PresentedLayer] {
        Dictionary(scene.presentedLayers(at: t).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The issue's test: copy k at t equals copy 0 at t − k · instanceDelay with the transform
    /// applied k times, through `presentedLayers` and through the display list.
    @Test func copyKIsCopyZeroEarlierAndMovedKTimes() throws {
        let angle = 2 * Double.pi / 5, delay = 0.13
        let (root, rep) = Self.tree(count: 5) {
            $0.instanceTransform = SpinnerCore.AffineTransform(rotationAngle: angle)
            $0.instanceDelay = delay
        }
        rep.addSublayer(Self.dot())
        let scene = try Scene(root: root)
        let (single, singleRep) = Self.tree(count: 1)
        singleRep.addSublayer(Self.dot())
        let one = try Scene(root: single)
        let toCanvas = SpinnerCore.AffineTransform(translationX: 10, y: 10), fromCanvas = SpinnerCore.AffineTransform(translationX: -10, y: -10)
        for t in [0.0, 0.37, 0.9, 2.05] {
            let all = Self.layers(scene, t)
            let drawings = scene.presentation(at: t).drawings
            #expect(drawings.count == 5)
            for k in 0..<5 {
                let copy = try #require(all["dot[\(k)]"])
                let earlier = try #require(Self.layers(one, t - Double(k) * delay)["dot[0]"])
                // Copy 0's own placement, then k turns about the replicator's centre (40, 40).
                let moved = earlier.transform.concatenating(fromCanvas)
                    .concatenating(Self.rotation(Double(k) * angle, about: Point(x: 40, y: 40))).concatenating(toCanvas)
                #expect(Self.close(copy.transform, moved), "k = \(k), t = \(t)")
                #expect(copy.values == earlier.values)
                // The fade's closed form: 0.2 → 1 linearly over each second.
                let local = t - Double(k) * delay
                let phase = local - local.rounded(.down)
                #expect(abs((copy.values["opacity"]?.number ?? -1) - (local < 0 ? 1 : 0.2 + 0.8 * phase)) < 1e-9)

                let item = drawings[k], reference = one.presentation(at: t - Double(k) * delay).drawings
                #expect(reference.count == 1)
                #expect(item.path == reference[0].path && item.paint == reference[0].paint)
                #expect(abs(item.opacity - reference[0].opacity) < 1e-12)
                let expected = reference[0].transform.concatenating(fromCanvas)
                    .concatenating(Self.rotation(Double(k) * angle, about: Point(x: 40, y: 40))).concatenating(toCanvas)
                #expect(Self.close(item.transform, expected), "k = \(k), t = \(t)")
            }
        }
    }

    /// A translation repeated: copy k is k steps along, to the last bit of a closed form.
    @Test func translatedCopiesLineUp() throws {
        let (root, rep) = Self.tree(count: 4) { $0.instanceTransform = SpinnerCore.AffineTransform(translationX: 12.5, y: -3) }
        let dot = Self.dot()
        dot.removeAllAnimationsForTest()
        rep.addSublayer(dot)
        let drawings = try Scene(root: root).presentation(at: 0).drawings
        #expect(drawings.count == 4)
        for (k, item) in drawings.enumerated() {
            // The dot's ellipse centre (3, 3) sits at (40, 8) in the replicator, (50, 18) on the canvas.
            let centre = item.transform.apply(Point(x: 3, y: 3))
            #expect(abs(centre.x - (50 + 12.5 * Double(k))) < 1e-9 && abs(centre.y - (18 - 3 * Double(k))) < 1e-9)
        }
    }

    /// Copy k's multiplier is instanceColor + k · offset per component, clamped to 0...1, and
    /// multiplies the solid colour (and every gradient stop) it draws.
    @Test func colourOffsetsTintEachCopy() throws {
        let (root, rep) = Self.tree(count: 5) {
            $0.instanceColor = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
            $0.instanceRedOffset = -0.3
            $0.instanceGreenOffset = 0.2
            $0.instanceBlueOffset = 0.4
            $0.instanceAlphaOffset = -0.25
        }
        let dot = Self.dot()
        dot.removeAllAnimationsForTest()
        rep.addSublayer(dot)
        let bar = GradientLayer()
        bar.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        bar.colors = [Color(red: 1, green: 1, blue: 1), Color(red: 0.5, green: 0, blue: 1, alpha: 0.5)]
        rep.addSublayer(bar)
        let drawings = try Scene(root: root).presentation(at: 0).drawings
        #expect(drawings.count == 10)
        // Multipliers by hand: red 1, 0.7, 0.4, 0.1, 0 (clamped from −0.2); green 0.5, 0.7, 0.9, 1
        // (from 1.1), 1; blue 0.25, 0.65, 1 (from 1.05), 1, 1; alpha 1, 0.75, 0.5, 0.25, 0.
        let m = [(1.0, 0.5, 0.25, 1.0), (0.7, 0.7, 0.65, 0.75), (0.4, 0.9, 1, 0.5), (0.1, 1, 1, 0.25), (0, 1, 1, 0)]
        for k in 0..<5 {
            guard case .solid(let c) = drawings[2 * k].paint, case .gradient(let g) = drawings[2 * k + 1].paint else {
                Issue.record("copy \(k): expected a solid dot and a gradient bar"); continue
            }
            let (r, gr, b, a) = m[k]
            #expect(abs(c.red - 0.8 * r) < 1e-12 && abs(c.green - 0.6 * gr) < 1e-12 && abs(c.blue - 0.4 * b) < 1e-12
                    && abs(c.alpha - a) < 1e-12, "copy \(k): \(c)")
            #expect(abs(g.colors[1].red - 0.5 * r) < 1e-12 && g.colors[1].green == 0 && abs(g.colors[1].blue - b) < 1e-12
                    && abs(g.colors[1].alpha - 0.5 * a) < 1e-12, "copy \(k): \(g.colors)")
            #expect(abs(g.colors[0].red - r) < 1e-12 && abs(g.colors[0].alpha - a) < 1e-12)
        }
    }

    /// An image (a layer's `contents`) takes the copy's multiplier as its `colorMultiplier`,
    /// and the replicator's own background is drawn once, untinted.
    @Test func imagesCarryTheCopysMultiplier() throws {
        let (root, rep) = Self.tree(count: 3) {
            $0.instanceColor = Color(red: 1, green: 0.5, blue: 1, alpha: 1)
            $0.instanceAlphaOffset = -0.5
            $0.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }
        let picture = Layer()
        picture.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        picture.contents = PixelBuffer(width: 2, height: 2, fill: PremultipliedRGBA8(Color(red: 1, green: 1, blue: 1)))
        rep.addSublayer(picture)
        let drawings = try Scene(root: root).presentation(at: 0).drawings
        #expect(drawings.count == 4)
        #expect(drawings[0].paint == .solid(Color(red: 0, green: 0, blue: 1)))
        let multipliers = drawings.dropFirst().compactMap { if case .image(let i) = $0.paint { i.colorMultiplier } else { nil } }
        #expect(multipliers == [Color(red: 1, green: 0.5, blue: 1, alpha: 1), Color(red: 1, green: 0.5, blue: 1, alpha: 0.5),
                                Color(red: 1, green: 0.5, blue: 1, alpha: 0)])
    }

    /// instanceCount 0 (or below) draws the replicator's own background and border but no
    /// sublayer; 1 draws the sublayers once, as a plain layer would.
    @Test func countsZeroAndOne() throws {
        for count in [0, -3, 1] {
            let (root, rep) = Self.tree(count: count) {
                $0.backgroundColor = Color(red: 0, green: 0, blue: 1)
                $0.borderWidth = 1
                $0.instanceTransform = SpinnerCore.AffineTransform(translationX: 5, y: 0)
            }
            rep.addSublayer(Self.dot())
            let scene = try Scene(root: root)
            let drawings = scene.presentation(at: 0.4).drawings
            #expect(drawings.count == (count == 1 ? 3 : 2), "count \(count)")
            #expect(drawings.first?.paint == .solid(Color(red: 0, green: 0, blue: 1)))
            #expect(scene.presentedLayers(at: 0.4).map(\.name) == (count == 1 ? ["Layer", "rep", "dot[0]"] : ["Layer", "rep"]))
            guard count == 1 else { continue }
            // The same tree with a plain layer in the replicator's place.
            let plainRoot = Layer()
            plainRoot.bounds = root.bounds
            plainRoot.position = root.position
            let plain = Layer()
            plain.frame = rep.frame
            plain.backgroundColor = rep.backgroundColor
            plain.borderWidth = 1
            plain.addSublayer(Self.dot())
            plainRoot.addSublayer(plain)
            let expected = try Scene(root: plainRoot).presentation(at: 0.4).drawings
            #expect(expected.count == 3)
            for (a, b) in zip(drawings, expected) {
                #expect(a.path == b.path && a.paint == b.paint && a.style == b.style && abs(a.opacity - b.opacity) < 1e-12)
                #expect(Self.close(a.transform, b.transform))
            }
        }
    }

    /// A grid is a replicator in a replicator: 3 columns 10 apart, 4 rows 12 apart, outer copies
    /// first, every cell where the two translations put it.
    @Test func nestedReplicatorsMakeAGrid() throws {
        let (root, rows) = Self.tree(count: 4) { $0.instanceTransform = SpinnerCore.AffineTransform(translationX: 0, y: 12) }
        let columns = ReplicatorLayer()
        columns.name = "columns"
        columns.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        columns.instanceCount = 3
        columns.instanceTransform = SpinnerCore.AffineTransform(translationX: 10, y: 0)
        let dot = Self.dot()
        dot.removeAllAnimationsForTest()
        columns.addSublayer(dot)
        rows.addSublayer(columns)
        #expect(ReplicatorLayer.drawnCopies(in: root) == 4 + 12)
        let scene = try Scene(root: root)
        let drawings = scene.presentation(at: 0).drawings
        #expect(drawings.count == 12)
        for row in 0..<4 {
            for column in 0..<3 {
                let centre = drawings[row * 3 + column].transform.apply(Point(x: 3, y: 3))
                #expect(abs(centre.x - (50 + 10 * Double(column))) < 1e-9 && abs(centre.y - (18 + 12 * Double(row))) < 1e-9)
            }
        }
        let names = scene.presentedLayers(at: 0).map(\.name)
        #expect(names.filter { $0.hasPrefix("dot") } == (0..<4).flatMap { r in (0..<3).map { "dot[\(r)][\($0)]" } })
        #expect(names.filter { $0.hasPrefix("columns") } == (0..<4).map { "columns[\($0)]" })
    }

    /// Presenting the sublayers once and re-transforming them gives exactly the commands of
    /// presenting every copy, with masks, clips and opacity groups inside and around the copies.
    @Test func sharedCopiesEqualCopiesPresentedOneByOne() throws {
        // Shared without a delay, shared when nothing below animates, one by one otherwise.
        for (delay, animated) in [(0.0, true), (0.2, false), (0.2, true)] {
            let (root, rep) = Self.tree(count: 6) {
                $0.instanceTransform = SpinnerCore.AffineTransform(rotationAngle: 1).concatenating(SpinnerCore.AffineTransform(translationX: 2, y: 1))
                $0.instanceDelay = delay
                $0.instanceColor = Color(red: 1, green: 0.9, blue: 0.8, alpha: 0.9)
                $0.instanceAlphaOffset = -0.1
                $0.masksToBounds = true
                $0.cornerRadius = 8
            }
            let group = Layer()
            group.frame = Rect(x: 20, y: 0, width: 30, height: 30)
            group.opacity = 0.5
            let mask = ShapeLayer()
            mask.frame = group.bounds
            var p = Path()
            p.addRect(Rect(x: 0, y: 0, width: 15, height: 30))
            mask.path = p
            group.mask = mask
            for dot in [Self.dot(), Self.dot(name: "second")] {
                if !animated { dot.removeAllAnimationsForTest() }
                group.addSublayer(dot)
            }
            rep.addSublayer(group)
            let scene = try Scene(root: root)
            for t in [0.0, 0.45, 1.3] {
                let shared = LayerRenderer.commands(for: scene.root, parentTime: t, parentTransform: scene.rootToCanvas)
                let oneByOne = LayerRenderer.commands(for: scene.root, parentTime: t, parentTransform: scene.rootToCanvas,
                                                      sharesCopies: false)
                #expect(shared == oneByOne, "delay \(delay), animated \(animated), t = \(t)")
                #expect(DisplayList(width: 100, height: 100, commands: shared) == scene.presentation(at: t))
                // One clip around all the copies, each copy an opacity group with a mask whose
                // colours are not tinted.
                guard case .group(let clip)? = shared.first, clip.clip != nil else { Issue.record("expected a clip"); continue }
                #expect(clip.commands.count == 6)
                for case .group(let copy) in clip.commands {
                    #expect(copy.opacity == 0.5)
                    #expect(copy.mask?.count == 1)
                    if case .draw(let m)? = copy.mask?.first { #expect(m.paint == .solid(.black)) }
                }
            }
        }
    }

    /// An animated instanceDelay: at t the delay is d(t), and copy k shows t − k · d(t).
    @Test func animatedInstanceDelay() throws {
        let (root, rep) = Self.tree(count: 4)
        var grow = BasicAnimation(keyPath: "instanceDelay")
        grow.fromValue = .number(0)
        grow.toValue = .number(0.5)
        grow.duration = 1
        grow.fillMode = .both
        rep.add(grow, forKey: "delay")
        let dot = Self.dot()
        dot.removeAllAnimationsForTest()
        var fade = BasicAnimation(keyPath: .opacity)
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.duration = 2
        fade.fillMode = .both
        dot.add(fade, forKey: "fade")
        rep.addSublayer(dot)
        let scene = try Scene(root: root)
        for t in [0.0, 0.3, 0.8, 1.5] {
            let d = 0.5 * min(t, 1)
            let all = Self.layers(scene, t)
            for k in 0..<4 {
                let local = t - Double(k) * d
                let expected = min(max(local / 2, 0), 1)
                #expect(abs((all["dot[\(k)]"]?.values["opacity"]?.number ?? -1) - expected) < 1e-9, "k = \(k), t = \(t)")
            }
            #expect(abs((all["rep"]?.values["instanceDelay"]?.number ?? -1) - d) < 1e-12)
        }
    }

    /// More than `maximumDrawnCopies` layer copies is refused, nested counts multiplying and
    /// huge ones saturating instead of overflowing; a replicator with nothing to copy costs nothing.
    @Test func tooManyCopiesAreRefused() throws {
        func nested(_ outer: Int, _ inner: Int) -> Layer {
            let (root, rep) = Self.tree(count: outer)
            let inside = ReplicatorLayer()
            inside.instanceCount = inner
            inside.addSublayer(Layer())
            rep.addSublayer(inside)
            return root
        }
        #expect(ReplicatorLayer.drawnCopies(in: nested(300, 300)) == 300 + 90_000)
        #expect(throws: SceneError(kind: .tooManyCopies(1000 + 1_000_000), layer: "Layer")) { try Scene(root: nested(1000, 1000)) }
        #expect(ReplicatorLayer.drawnCopies(in: nested(.max, .max)) == .max)
        #expect(throws: SceneError(kind: .tooManyCopies(.max), layer: "Layer")) { try Scene(root: nested(.max, .max)) }
        let (empty, _) = Self.tree(count: .max)
        #expect(ReplicatorLayer.drawnCopies(in: empty) == 0)
        #expect(try Scene(root: empty).presentation(at: 0).commands.isEmpty)
        _ = try Scene(root: nested(300, 300))
    }

    /// Non-finite inputs give the documented results: a NaN colour component counts as 0, an
    /// infinite offset clamps, a non-finite delay counts as 0, a NaN transform never traps.
    @Test func nonFiniteInputsAreTotal() throws {
        let (root, rep) = Self.tree(count: 3) {
            $0.instanceColor = Color(red: .nan, green: 1, blue: 1, alpha: 1)
            $0.instanceGreenOffset = -.infinity
            $0.instanceDelay = .infinity
        }
        let dot = Self.dot()
        rep.addSublayer(dot)
        let scene = try Scene(root: root)
        let drawings = scene.presentation(at: 0.5).drawings
        #expect(drawings.count == 3)
        let colours = drawings.compactMap { if case .solid(let c) = $0.paint { c } else { nil } }
        #expect(colours.map(\.red) == [0, 0, 0])
        #expect(colours.map(\.green) == [0.6, 0, 0])
        #expect(Set(scene.presentedLayers(at: 0.5).filter { $0.name.hasPrefix("dot") }.map { $0.values["opacity"] }).count == 1)
        // A NaN instance transform: copy 0 is untouched, later copies carry non-finite
        // transforms, which the rasteriser draws as nothing.
        let (broken, brokenRep) = Self.tree(count: 3) { $0.instanceTransform = SpinnerCore.AffineTransform(rotationAngle: .nan) }
        brokenRep.addSublayer(Self.dot())
        let items = try Scene(root: broken).presentation(at: 0.5).drawings
        #expect(items.count == 3 && items[0].transform.isFinite && !items[1].transform.isFinite && !items[2].transform.isFinite)
    }
}

extension Layer {
    /// Test helper: every animation removed.
    fileprivate func removeAllAnimationsForTest() {
        for key in animations.map(\.key) { removeAnimation(forKey: key) }
    }
}
