import SpinnerAnimation
import SpinnerCore
import SpinnerJSON

/// A read composition as the engine's own layers and animations, the way lottie-ios's Core
/// Animation engine maps Lottie onto CALayers: one layer per Lottie layer (inside one layer per
/// ancestor for parenting), its transform as position, `bounds.origin` (the anchor), scale,
/// rotation and opacity, shapes as shape layers, keyframes as keyframe animations.
public struct LottieSceneBuilder {
    public let composition: LottieComposition
    /// What the mapping leaves out or approximates, added to the reader's notes.
    public private(set) var notes: [LottieNote]
    private var noted: Set<String>
    /// The layer being mapped, as a JSON path: where a note the mapping makes points.
    private var here = JSONPath()
    /// The layer being mapped: its frames and clock, for a time remap.
    private var remapFrames: ClosedRange<Double>?
    private var remapClock = LottieTimeline(offset: 0, secondsPerFrame: 1)
    /// Reads an image asset's pixels (at the asset's size or any size: they are
    /// drawn over the asset's `w` x `h`); without one, image layers draw nothing (noted).
    public var imageProvider: ((LottieImage) -> PixelBuffer?)?

    public init(_ composition: LottieComposition) {
        self.composition = composition
        notes = composition.notes
        noted = Set(composition.notes.map(\.feature))
    }

    /// The root layer, `w` x `h`, with every layer of the main composition inside it.
    public mutating func rootLayer() -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: composition.width, height: composition.height)
        root.position = Point(x: composition.width / 2, y: composition.height / 2)
        root.masksToBounds = true
        add(composition.layers, to: root, timeline: .composition(composition), depth: 0, at: JSONPath().appending("layers"))
        return root
    }

    private mutating func note(_ feature: String) {
        if noted.insert(feature).inserted { notes.append(LottieNote(feature, at: here)) }
    }

    /// Lottie lists layers top first; the engine draws later sublayers on top.
    private mutating func add(_ layers: [LottieLayer], to parent: Layer, timeline: LottieTimeline, depth: Int, at path: JSONPath) {
        var byIndex: [Int: LottieLayer] = [:]
        for layer in layers { if let ind = layer.index { byIndex[ind] = layer } }
        for (position, layer) in layers.enumerated().reversed() where !layer.hidden && !layer.isMatteSource {
            here = path.appending(position)
            let placed = place(layer, among: layers, byIndex: byIndex, timeline: timeline, depth: depth)
            here = path.appending(position)
            guard let mode = layer.matteMode else {
                parent.addSublayer(placed)
                continue
            }
            // The matte is the layer `tp` names, or else the one listed just before.
            let source = layer.matteParent.flatMap { byIndex[$0] } ?? (position > 0 ? layers[position - 1] : nil)
            guard let matte = source, (1...4).contains(mode) else {
                note(source == nil ? "track matte without a matte layer (drawn unmatted)" : "track matte type `tt` \(mode) (drawn unmatted)")
                parent.addSublayer(placed)
                continue
            }
            // The layer and its matte share one container so both are in the same space.
            let container = Layer()
            container.addSublayer(placed)
            if let index = layers.firstIndex(of: matte) { here = path.appending(index) }
            container.mask = place(matte, among: layers, byIndex: byIndex, timeline: timeline, depth: depth)
            // An inverted matte shows the layer where the matte is not; a luma matte (3, 4)
            // masks by the matte's luminance, as After Effects does.
            container.invertsMask = mode == 2 || mode == 4
            container.masksByLuminance = mode == 3 || mode == 4
            parent.addSublayer(container)
        }
    }

    /// The layer with its content, transform, masks, in and out points, inside one wrapper per
    /// ancestor carrying the ancestor's transform (opacity is not inherited, as in Lottie).
    private mutating func place(_ layer: LottieLayer, among layers: [LottieLayer], byIndex: [Int: LottieLayer],
                                timeline: LottieTimeline, depth: Int) -> Layer {
        // Start time and stretch move a precomposition's own clock (its layers' frames); the
        // keyframes of a layer's own transform, masks and shapes are on its composition's
        // clock, as lottie-ios plays them (it applies `st` and `sr` to precompositions alone).
        let clock = timeline
        var chain: [LottieLayer] = []
        var next = layer.parent.flatMap { byIndex[$0] }
        while let ancestor = next, chain.count < layers.count {
            chain.insert(ancestor, at: 0)
            next = ancestor.parent.flatMap { byIndex[$0] }
        }
        // A time-remapped precomposition samples its content over the frames the layer shows.
        remapFrames = layer.outPoint > layer.inPoint ? layer.inPoint...layer.outPoint : nil
        remapClock = timeline
        let engineLayer = content(of: layer, timeline: layerTimeline(layer, on: timeline), depth: depth)
        engineLayer.name = layer.name
        apply(layer.transform, to: engineLayer, timeline: clock, opacity: true, autoOrient: layer.autoOrient)
        if let shadow = layer.dropShadow { applyDropShadow(shadow, to: engineLayer, timeline: clock) }
        if layer.transform.orientation.map({ $0.initial.contains { $0 != 0 } || !$0.keyframes.isEmpty }) ?? false {
            note("3D orientation `or` (left out, as lottie-ios leaves it out)")
        }
        // lottie-ios sets the layer's `compositingFilter` to the mode's Core Image name. Core
        // Animation's renders (lottie-ios's snapshots of `Nonanimating/blend_mode_test`) blend
        // multiply, screen, overlay, darken and difference, and draw luminosity as normal; add
        // and hard mix have no filter.
        switch BlendMode(lottie: layer.blendMode) {
        case .luminosity?:
            note("the luminosity blend mode (drawn normal, as Core Animation draws it)")
        case let mode?:
            engineLayer.compositingFilter = mode
        case nil:
            note("blend mode `bm` \(layer.blendMode), which Core Animation has no filter for (drawn normal)")
        }
        if !layer.masks.isEmpty {
            engineLayer.mask = LottieMaskBuilder(timeline: clock).maskLayer(layer.masks, notes: &self)
        }
        showOnly(engineLayer, from: timeline.seconds(layer.inPoint), to: timeline.seconds(layer.outPoint))
        var placed = engineLayer
        for ancestor in chain.reversed() {
            let wrapper = Layer()
            apply(ancestor.transform, to: wrapper, timeline: timeline,
                  opacity: false)
            wrapper.addSublayer(placed)
            placed = wrapper
        }
        return placed
    }

    /// The clock of the layer's content: a precomposition's is shifted by `st` and stretched by `sr`.
    private func layerTimeline(_ layer: LottieLayer, on timeline: LottieTimeline) -> LottieTimeline {
        guard case .precomp = layer.content else { return timeline }
        return timeline.shifted(startTime: layer.startTime, stretch: layer.stretch)
    }

    /// Hidden outside in...out (on the parent's clock, where the points are given).
    private func showOnly(_ layer: Layer, from start: Double, to end: Double) {
        let sceneEnd = composition.duration
        // Core Animation, as lottie-ios drives it, still shows a layer ending at `op` at frame
        // `op` (progress 100 %), so an end at or past the loop's end never hides. The ends are
        // frames turned into seconds on different clocks (888 * (1 / 60) is not 888 / 60), so
        // they compare within a nanosecond, far below a frame.
        let end = end >= sceneEnd - 1e-9 ? sceneEnd + 1 : end
        let start = abs(start) <= 1e-9 ? 0 : start
        if start <= 0 && end > sceneEnd { return }
        var hidden = KeyframeAnimation(keyPath: "hidden")
        hidden.values = [.number(1), .number(0), .number(1)]
        hidden.calculationMode = .discrete
        let span = max(end, sceneEnd + 1) - min(start, 0) + 1
        let origin = min(start, 0) - 1
        hidden.keyTimes = [0, (start - origin) / span, (end - origin) / span]
        hidden.timing.beginTime = origin
        hidden.timing.duration = span
        hidden.timing.fillMode = .both
        layer.add(hidden, forKey: "lottie.inOut")
    }

    private mutating func content(of layer: LottieLayer, timeline: LottieTimeline, depth: Int) -> Layer {
        switch layer.content {
        case .solid(let color, let width, let height):
            // The solid covers the layer's own (0, 0)-(w, h), whatever its anchor (the bounds
            // origin) is, so it is a shape drawn in the layer rather than its background.
            let host = Layer()
            let solid = ShapeLayer()
            var rect = Path()
            rect.addRect(Rect(x: 0, y: 0, width: width, height: height))
            solid.path = rect
            solid.fillColor = Color(parsingHex: color) ?? .black
            host.addSublayer(solid)
            return host
        case .shapes(let shapes_):
            let host = Layer()
            var shapes = LottieShapeBuilder(timeline: timeline)
            shapes.add(shapes_, to: host, notes: &self)
            return host
        case .precomp(let id, let width, let height, let remap):
            // The precomposition shows within its own (0, 0)-(w, h), whatever the layer's anchor
            // (the host's bounds origin) is, so the clip is a sublayer placed at the origin.
            let host = Layer()
            let clip = Layer()
            clip.anchorPoint = .zero
            clip.bounds = Rect(x: 0, y: 0, width: width, height: height)
            clip.masksToBounds = width > 0 && height > 0
            host.addSublayer(clip)
            guard let asset = composition.precomps[id], depth < 64 else { return host }
            let path = JSONPath([.key("assets"), .key(id), .key("layers")])
            // The remap's frames and clock are read before the content is built (its layers set them again).
            guard let remap, let frames = remapFrames else {
                add(asset.layers, to: clip, timeline: timeline, depth: depth + 1, at: path)
                return host
            }
            // Time remapped: the content on its own clock, then sampled through `tm`.
            let clock = remapClock
            add(asset.layers, to: clip, timeline: LottieTimeRemap.contentTimeline(frameRate: composition.frameRate), depth: depth + 1, at: path)
            LottieTimeRemap(remap: remap, timeline: clock, frames: frames).apply(to: clip)
            note("time remapping (sampled once a frame)")
            return host
        case .image(let id):
            // The image covers the layer's own (0, 0)-(w, h), like a solid.
            let host = Layer()
            guard let asset = composition.images[id], let pixels = imageProvider?(asset) else {
                note("image layers whose pixels were not read (drawn empty)")
                return host
            }
            let image = Layer()
            image.anchorPoint = .zero
            image.bounds = Rect(x: 0, y: 0, width: asset.width > 0 ? asset.width : Double(pixels.width),
                                height: asset.height > 0 ? asset.height : Double(pixels.height))
            image.contents = pixels
            image.contentsGravity = .resize
            host.addSublayer(image)
            return host
        case .null, .text, .unsupported:
            return Layer()
        }
    }

    /// Notes a feature once, for the shape builder.
    mutating func noteFeature(_ feature: String) { note(feature) }

    /// Sets and animates the layer's transform. The layer's bounds origin is the anchor, so a
    /// point q of its content lands at position + rotation·skew·scale·(q - anchor), as in Lottie.
    func apply(_ transform: LottieTransform, to layer: Layer, timeline: LottieTimeline, opacity: Bool, autoOrient: Bool = false) {
        let anchor = transform.anchor.initial
        layer.bounds.origin = Point(x: anchor[safe: 0], y: anchor[safe: 1])
        layer.anchorPoint = .zero
        animate(layer, "bounds.origin", transform.anchor, timeline) { .point(Point(x: $0[safe: 0], y: $0[safe: 1])) }
        switch transform.position {
        case .combined(let p):
            layer.position = Point(x: p.initial[safe: 0], y: p.initial[safe: 1])
            LottiePositionMapping.animate(layer, p, timeline: timeline, autoOrient: autoOrient, builder: self)
        case .split(let x, let y):
            layer.position = Point(x: x.initial, y: y.initial)
            animate(layer, "position.x", x, timeline) { .number($0) }
            animate(layer, "position.y", y, timeline) { .number($0) }
        }
        if transform.skews || transform.flips {
            // The engine's transform components have no skew, and read a negative x scale as a
            // half turn with y flipped (so a scale animation would undo the flip): the linear part
            // is one matrix, sampled once a frame where it changes (lottie-ios combines it the
            // same way for both).
            layer.transform = transform.linearPart3D(at: transform.span?.lowerBound ?? 0)
            if let span = transform.span {
                let frames = LottieStyleLayers.frames(span)
                let values = frames.map { AnimationValue.transform(transform.linearPart3D(at: $0)) }
                if let animation = LottieStyleLayers(timeline: timeline).sampled("transform", frames: frames, values: values) {
                    layer.add(animation, forKey: "lottie.transform")
                }
            }
        } else {
            // lottie-ios animates the turns about x and y on their own key paths, leaving Core
            // Animation to compose the parts, with no perspective (m34 stays 0). It writes a
            // part that does not change into the model and leaves an animated one's model value
            // at 0: were the model to hold a turn past 90°, its decomposition would read it as
            // other turns about x and z that the animation of y alone would not undo.
            let turnX = transform.rotationX.map { x in animate(layer, "transform.rotation.x", x, timeline) { .number($0 * .pi / 180) } ? 0 : x.initial }
            let turnY = transform.rotationY.map { y in animate(layer, "transform.rotation.y", y, timeline) { .number($0 * .pi / 180) } ? 0 : y.initial }
            // An animated scale that starts at 0 (a layer growing from nothing) is written into
            // the model as 1: the animation replaces it at every moment (it fills both ways),
            // but the other parts (the turn about z) are read back from the model's matrix, and
            // a zero scale would leave no turn to read. (LottieFiles/fireworks: its rays lost
            // their layers' 15° and 7.5° turns.)
            var scale = transform.scale.initial
            let scalesX = animate(layer, "transform.scale.x", transform.scale, timeline) { .number($0[safe: 0] / 100) }
            let scalesY = animate(layer, "transform.scale.y", transform.scale, timeline) { .number($0[safe: 1] / 100) }
            if scalesX, scale[safe: 0] == 0 { scale = [100, scale[safe: 1]] }
            if scalesY, scale[safe: 1] == 0 { scale = [scale[safe: 0], 100] }
            layer.transform = LottieTurns.parts(scaleX: scale[safe: 0] / 100, scaleY: scale[safe: 1] / 100,
                                                x: (turnX ?? 0) * .pi / 180, y: (turnY ?? 0) * .pi / 180,
                                                z: transform.rotation.initial * .pi / 180)
            animate(layer, "transform.rotation.z", transform.rotation, timeline) { .number($0 * .pi / 180) }
        }
        if opacity {
            layer.opacity = transform.opacity.initial / 100
            animate(layer, "opacity", transform.opacity, timeline) { .number($0 / 100) }
        }
    }

    /// Adds the property's keyframes as an animation of `keyPath`; false when they do not change
    /// (fewer than two keyframes, or all at one time).
    @discardableResult
    func animate<V>(_ layer: Layer, _ keyPath: AnimationKeyPath, _ property: LottieProperty<V>, _ timeline: LottieTimeline,
                    _ value: (V) -> AnimationValue) -> Bool {
        guard let animation = LottieKeyframeMapping.animation(keyPath, keys: property.keyframes, timeline: timeline,
                                                              value: value) else { return false }
        layer.add(animation, forKey: "lottie.\(keyPath)")
        return true
    }
}

extension Array where Element == Double {
    /// Element `i`, or 0 where a short value leaves it out.
    subscript(safe i: Int) -> Double { i < count ? self[i] : 0 }
}
