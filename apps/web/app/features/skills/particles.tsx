/** 20 decorative particles (docs/decisions/0008-inherited-behaviour.md). Positions are fixed numbers so prerendered HTML matches hydration. */
export const particleCount = 20;

const particles = Array.from({ length: particleCount }, (_, i) => ({
  left: (i * 37 + 11) % 100,
  top: (i * 53 + 7) % 100,
  size: 3 + (i % 4) * 2,
  duration: 9 + (i % 5) * 2,
  delay: -((i * 1.7) % 9),
}));

export function Particles() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {particles.map((particle, i) => (
        <span
          key={i}
          data-particle=""
          className="absolute animate-float rounded-full bg-gradient-to-br from-accent-from/50 to-accent-to/40 blur-[1px]"
          style={{
            left: `${particle.left}%`,
            top: `${particle.top}%`,
            width: particle.size,
            height: particle.size,
            animationDuration: `${particle.duration}s`,
            animationDelay: `${particle.delay}s`,
          }}
        />
      ))}
    </div>
  );
}
