"""Search topics per searchable property: a label (what a user would search for), a description
(what the topic is about, as the card's search_grounds give it) and a lexicon.

Why: a document is written from its topic's lexicon, the concrete things and phrasings the
description names, and never from its label, as a system of record would describe a record;
so which documents are relevant to a search is known exactly (a document is about the topics
it was written from), while a label-word match is neither necessary nor sufficient.

Stable API: `topics_of(key)` (`Topic`: title, description, lexicon), `parse_topics(key)`
((title, lexicon) pairs, the older form), `TOPICS` (key -> one line per topic), `OVERLAPS`
(topics of one property that share vocabulary and are often written about together) and
`TopicLabels` (each document's topics, and which documents are about a topic).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Topic:
    title: str  # the label: the words of a search for it
    description: str  # what the topic covers, in one sentence
    lexicon: tuple[str, ...]  # concrete noun phrases a document about it is written from


def _parse(source: str) -> dict[str, list[Topic]]:
    out: dict[str, list[Topic]] = {}
    for block in source.split("@@ ")[1:]:
        key, _, body = block.partition("\n")
        topics = out.setdefault(key.strip(), [])
        for entry in body.strip().split("\n\n"):
            lines = entry.strip().splitlines()
            desc = next(s[2:] for s in lines if s.startswith("= "))
            terms = "; ".join(s[2:] for s in lines if s.startswith("~ "))
            lexicon = tuple(dict.fromkeys(t.strip() for t in terms.split(";") if t.strip()))
            topics.append(Topic(lines[0].strip(), desc.strip(), lexicon))
    return out


def topics_of(key: str) -> list[Topic]:
    """The topics of a `Collection.property` key, in their fixed order (a topic's index)."""
    return _TOPICS[key]


def parse_topics(key: str) -> list[tuple[str, list[str]]]:
    """(title, lexicon) for each topic of a `Collection.property` key."""
    return [(t.title, list(t.lexicon)) for t in _TOPICS[key]]


@dataclass(frozen=True, eq=False)
class TopicLabels:
    """Each document's topics: its main one, and a second one or -1 (it is about both).

    `labels[rows]` gives the labels of those rows; `labels[rows] == t` is the boolean mask of
    the rows whose document is about topic t (main or second): how relevance is labeled.
    """

    main: np.ndarray
    second: np.ndarray

    def __getitem__(self, rows: object) -> TopicLabels:
        return TopicLabels(self.main[rows], self.second[rows])

    def __len__(self) -> int:
        return len(self.main)

    def about(self, topic: int) -> np.ndarray:
        """Which documents are about `topic`."""
        return (self.main == topic) | (self.second == topic)

    def __eq__(self, topic: object) -> np.ndarray:  # type: ignore[override]
        return self.about(int(topic))  # type: ignore[call-overload]

    __hash__ = None  # type: ignore[assignment]


# Topics of one property that overlap (shared vocabulary, frequently written about together):
# the card's three architecture topics in Tattoo Studios.
OVERLAPS: dict[str, list[tuple[int, ...]]] = {}

_SOURCE = """
@@ TransitRoutes.routeDescription
hospital and medical campus access
= Routes that carry patients, visitors and hospital staff to hospitals, clinics and the medical district.
~ the regional hospital; the outpatient clinic block; the medical district; patients with morning appointments; visiting families; the emergency department entrance; the dialysis center; nurses starting early shifts; the children's hospital wing; the pharmacy plaza; the blood donation center; the physiotherapy building; the maternity ward entrance; a covered stop at the clinic doors; the cancer treatment pavilion; hospital staff parking; the rehabilitation institute; the medical school; lab technicians; the eye clinic; the health sciences library; a drop-off loop at the hospital entrance; people carrying prescription bags; the urgent care clinic; the dental hospital
~ the radiology center; wheelchair users leaving appointments; the hospice; surgeons on call; the sleep clinic; the outpatient pharmacy; the mental health center; the burn unit; the walk-in clinic; blood test appointments

university and student commuters
= Routes shaped around a university: lecture halls, residence halls, and students moving between classes and housing.
~ the university quad; lecture halls; students with backpacks; the residence halls; the campus library; the student union; exam-week crowds; the engineering faculty; graduate student housing; the science labs; the stadium side of campus; teaching assistants; the college bookstore; late seminars; the dormitory blocks; the arts faculty; freshman orientation week; the campus gym; the research park; shared student flats; the language school; night classes; the medical faculty; the law school; the student health center
~ the rowing club boathouse; the chemistry building; the campus bike racks; the faculty club; the observatory on the quad; weekend study groups; graduation week; the sports science building; international students

waterfront and ferry connections
= Routes that meet ferries and serve the harbor, the piers and the working waterfront.
~ the ferry terminal; the harbor boardwalk; the fishing piers; passengers transferring to boats; the car ferry ramp; the marina; the customs shed; the fish market; dock workers; the lighthouse road; the island ferry; the seawall promenade; the boatyard; the harbor master's office; the cruise pier; foot passengers off the morning boat; the water taxi landing; the ferry timetable; the waterfront warehouses; the ship chandlery; the ferry slips; the breakwater; the quayside cafes; the coast guard station; the port gates
~ the passenger jetty; the tugboat berths; the rowing club slip; the maritime museum; the oyster bars on the quay; the harbor crane; the old customs house; the yacht club; the slipway for small boats

airport and travel links
= Routes that take travelers and airport workers to the terminals, the rental car plaza and the long-stay parking.
~ the airport terminals; travelers with luggage; the rental car plaza; early flights; the cargo terminal; airline crews; the long-stay parking; the departures curb; the check-in hall; the hotel strip by the runway; baggage handlers; the arrivals level; red-eye flights; the airport rail link; the security checkpoint; the air freight depot; tourists with suitcases; the terminal shuttle; delayed flights; the airfield perimeter road; duty-free shoppers; the control tower; the travel lodge; the passenger pickup zone; flight attendants
~ the long-haul terminal; the baggage reclaim hall; pilots in uniform; overnight layovers; the parking shuttle loop; the cargo sheds; the departure boards; the first flight of the morning; the terminal underpass

industrial park shift workers
= Routes timed to shift changes at factories, warehouses and depots in the industrial zone.
~ the industrial park; warehouse shift changes; factory gates; logistics depots; night-shift workers; the distribution center; the loading docks; forklift operators; the recycling plant; the cold storage warehouses; the steel works; early-morning shift starts; the packaging plant; the truck yard; the bakery plant; shipping containers; the power station; workers in hi-vis vests; the sawmill; the freight rail yard; the brewery; the bottling plant; the auto parts factory; late shift endings; the paper mill
~ the chemical plant; the textile mill; the meat processing plant; hard hats; the canteen at the works; the scrap yard; the gravel pit; the assembly line; the concrete batching plant

observatory and weather access
= Routes climbing to the hilltop observatory, the weather station and the ridge above town.
~ the hilltop observatory; the weather station road; stargazing visitors; the ridge summit loop; the telescope domes; clear-night viewing events; the meteorology lab; the radar mast; the switchback climb; astronomy club members; the planetarium; the summit car park; the mountain road; night sky tours; the research station; the lookout; the anemometer tower; the fog that settles on the ridge; the science outreach center; the dark-sky reserve; the high plateau; weather balloon launches; the cable car base; the hilltop picnic area; the radio telescope
~ the summit cafe; the snow gauge; the hairpin bends; the scenic overlook; hikers heading for the ridge trail; the meteor shower nights; the mountain rescue hut; the transmitter station; the last bend before the top; the plateau car park

downtown shopping and nightlife
= Routes through the city center's shops, theaters, restaurants and late-night venues.
~ the downtown shopping arcade; theater district crowds; late-evening diners; the central market hall; the department stores; the cinema complex; the nightclub strip; the concert hall; the old town square; boutique shops; weekend shoppers; late-night service; the food hall; the jazz bars; the pedestrian mall; the opera house; restaurant row; the art galleries; the craft beer pubs; the comedy club; holiday shoppers; the clock tower; the city hall steps; the covered market; taxi queues after midnight
~ the late-night pharmacy; the karaoke bars; the fashion quarter; the bus mall; the night market; the evening theater crowd; the covered arcade; the flagship stores; the cocktail lounges; the cathedral square
~ downtown boutiques; the nightlife district; late shopping nights

suburban park-and-ride commuting
= Routes from outer suburbs and park-and-ride lots that carry commuters into town at peak hours.
~ the park-and-ride lots; suburban cul-de-sacs; commuters leaving their cars; the bypass interchange; the commuter car park; peak-hour express trips; the outer ring road; the new housing estates; office workers; the motorway junction; the bike-and-ride shelters; the school run; the suburban shopping center; the rush-hour run into town; the garden suburbs; monthly pass holders; the commuter rail station; the cul-de-sac stops; the morning peak; the evening return trips; the retail park; the golf course; the country club; the housing development; the overflow parking field
~ the commuter lots at the edge of town; frosted windshields in the morning; the garden centers; the cul-de-sac loops; the school drop-off lane; the outlet mall; the new roundabout; the leafy avenues; the commuter villages; the car-sharing bays

stadium and event service
= Routes that carry crowds to the stadium, arena, fairground and other event venues.
~ the sports stadium; concert nights; event-day crowds; the fairground gates; the arena; match days; football fans; the exhibition center; the racecourse; extra buses after the final whistle; the ticket office; the festival grounds; the convention hall; the ballpark; the ice rink; marathon days; the speedway; supporters in team scarves; the outdoor amphitheater; the county show; the boxing hall; the fan zone; post-match queues; fireworks nights; the velodrome
~ the racetrack grandstand; the half-time rush; the trade fair halls; the sold-out gigs; the tennis center; the fans' buses; the season ticket holders; the victory parade; the open-air cinema
~ the stadium car park; special event timetables

senior centers and accessible service
= Routes built for older riders and riders with mobility needs: senior centers, retirement communities and step-free boarding.
~ the senior activity center; riders using mobility aids; low-floor boarding at retirement communities; assisted living residences; wheelchair ramps; kneeling buses; the day center for older adults; walkers and canes; the care home; priority seating; the memory care facility; the veterans' home; drivers who wait for riders to sit down; the community lunch club; the audiology clinic; step-free stops; the retirement village; the hearing loop; the bingo hall; the pensioners' club; scooter users; the lawn bowling green; the library's large-print section; the over-sixties swim; the chapel
~ the hearing aid center; the sheltered housing; the garden club for retirees; the volunteer escorts; the chiropody clinic; the grab rails by the doors; the slow-boarding stops; the seniors' choir; the day hospital; the benches at every stop
~ accessible ramps at every stop; the senior lunch program
~ accessible seating near the doors; the community center for seniors

@@ TattooArtists.artistProfile
bold traditional flash
= Artists working in the classic American traditional style: heavy outlines, a few solid colors and the old flash motifs.
~ classic flash sheets; heavy black outlines; saturated primary colors; anchors and swallows; sailor-style pin-ups; daggers through hearts; panthers; eagles; old-school roses; banner lettering; walk-in pieces; hand-painted flash; ships in full sail; the old sailor motifs; bright reds and yellows; tiger heads; skulls with top hats; a limited palette; solid black shading; horseshoes; lucky sevens; snakes coiled around swords; wall flash; bold linework that holds for decades; the classic Americana tradition
~ the mermaid on the forearm; the rose and dagger; the sacred heart; the pin-up sailor girl; the clipper ship; the spiderweb on the elbow; the swallow on the hand; the old-school eagle; the hula girl; the lucky horseshoe; the diamond with a banner

delicate fine-line botanicals
= Artists known for fine single-needle work, especially flowers, leaves and plant studies.
~ single-needle floral work; pressed-flower references; thin stems and petals; subtle shading on leaves; wildflower sprigs; olive branches; ferns; lavender stems; herbarium studies; tiny sprigs on the wrist; a light hand; hairline linework; seed heads; eucalyptus leaves; a single poppy; dainty vines along the collarbone; birth flowers; botanical illustration; micro-detail; stippled petals; a sprig of rosemary; orchids; leaves in gray wash; thin outlines that age softly; a garden sketchbook
~ daisy chains; a sprig of thyme; baby's breath; a fern frond; the wrist bouquet; lily of the valley; thin vines along the ribs; a rosemary wreath; a single tulip; a spray of mimosa; thistle heads
~ delicate leaf veins; botanicals from a herbarium
~ delicate petals; fine-line stems; botanical sprigs

large-scale Japanese backpieces
= Artists who plan large multi-session Japanese-style pieces such as backpieces and full sleeves.
~ multi-session backpieces; koi and wind bars; irezumi-inspired composition; full-sleeve planning; dragons climbing the spine; cherry blossoms; peonies in water; a tiger in bamboo; the hannya mask; waves and clouds as background; body suits; chest panels; the traditional tebori influence; a year of monthly sessions; snakes and chrysanthemums; the flow of a full back; maple leaves; the foo dog; a samurai figure; a phoenix across the shoulders; dark background shading; a continuous composition from shoulder to thigh; the ukiyo-e prints; sittings of five hours; the tengu
~ the koi swimming upstream; the wind bars; the raijin thunder god; the oni mask; a carp turning into a dragon; the shishi lion; waves framing the ribs; a crane in flight; the geisha figure; chrysanthemums along the thigh; the bodysuit outline
~ Japanese folklore; large-scale compositions

geometric and mandala patterns
= Artists drawing precise geometric work: mandalas, dotwork, sacred geometry and symmetrical patterns.
~ sacred geometry; precise dotwork mandalas; symmetrical linework; compass-drawn circles; flower of life patterns; hexagon grids; tessellations; stippled gradients; ornamental sleeves; lotus mandalas; Metatron's cube; nested triangles; radial symmetry; pattern bands around the forearm; a ruler and compass; fractal motifs; optical illusions; chandelier designs on the sternum; sri yantra figures; negative space triangles; dot shading; the golden ratio; blackwork ornament; perfect circles; crisp parallel lines
~ the cube illusion; the hexagonal honeycomb; the sacred lotus; the seed of life; dotwork shading on the shoulder; the triangle sleeve; precise stencil work; the concentric rings; an ornamental cuff
~ geometric sleeves; mandala centerpieces

portrait realism
= Artists who tattoo lifelike portraits of people and pets from reference photographs.
~ photorealistic portraits; pet and family likenesses; soft gray wash gradients; reference photo studies; a grandmother's face; a child's smile; a dog's eyes; skin texture; lifelike faces; black-and-gray realism; film stars; a late father's likeness; color realism; highlights in the eyes; freckles and wrinkles; a cat's whiskers; the texture of hair; detailed lighting; a horse's head; smooth tonal blending; old family photographs; faces that look alive; celebrity portraits; portrait sessions of six hours; a newborn's hand
~ a grandfather in his army uniform; a pet cat asleep; a baby's first photo; a bride's veil; a musician's face; eyes that follow you; the wrinkles of an old hand; the texture of fur; a silver gray beard; studio lighting

cover-ups and scar work
= Artists who cover or rework old tattoos and design around scars.
~ covering old tattoos; camouflaging scars; reworking faded pieces; careful skin assessment; a name from a past relationship; laser-lightened ink; dark blackout sleeves; surgical scars; self-harm scars; stretch marks; blown-out lines; a tribal band from the nineties; patchy old color; scar tissue that takes ink unevenly; a design that hides the old outline; mastectomy scars; birthmarks; a faded star on the ankle; dense foliage over old work; reworked lettering; a botched piece from another shop; keloid-prone skin; a fresh start on old skin; burn scars; a second opinion on an old tattoo
~ the old barbed-wire armband; an ex's initials; dark roses over old lettering; a rework of a faded dragon; the lower-back tattoo from the nineties; ink that has spread
~ cover-up sketches over old ink

watercolor abstraction
= Artists painting loose, abstract watercolor-style pieces with soft color bleeds and few outlines.
~ loose watercolor splashes; painterly color bleeds; brushstroke textures; abstract washes; paint drips; soft pastel gradients; no outlines; ink splatters; sky-blue washes; a splash behind a hummingbird; color that fades into skin; abstract shapes; sunset oranges; paint-like textures; pigment blooms; blurred edges; a pink and violet palette; color runs; a painted feather; spattered dots; brushed circles; fading hues; a wash of turquoise; freehand color; rainbow gradients
~ a rainbow hummingbird; colored splashes without lines; a sunset-colored feather; blue washes behind a whale; pink clouds; pastel clouds; a splatter background; a loose portrait in color; soft violet hues
~ watercolor backgrounds; abstraction in soft color

collaborative custom consultations
= Artists who design custom pieces together with clients through long consultations and revisions.
~ long consultation sessions; sketch revisions with clients; listening to personal stories; co-designing meaningful pieces; a first coffee-table chat; mood boards; client sketches turned into stencils; second drafts; personal symbolism; a shared folder of reference images; tattoos for milestones; family heirlooms as inspiration; a client's handwriting; three rounds of revisions; one-of-a-kind designs; the story behind each piece; nervous first-timers; a client's favorite poem; memories turned into imagery; questions about meaning; video calls before the session; combining two ideas into one design; a design agreed together; follow-up chats; custom lettering
~ the first sketch; a mood board on the tablet; a client's childhood drawing; a late-night email with ideas; a second consultation; the client's family story; adjustments to the stencil; reference photos from a trip; a design that took a month; a shared sketchbook
~ collaborative sketching; consultations over coffee

@@ TattooDesigns.designDescription
celestial moon and stars imagery
= Designs built from the night sky: moons, stars, constellations, planets and suns.
~ crescent moons; constellations; star fields; planetary rings; a night-sky halo; a full moon; shooting stars; the sun and moon together; moon phases in a row; a comet tail; Saturn; the zodiac; a starburst; galaxies; a sleeping moon face; the north star; celestial maps; tiny stars behind the ear; an eclipse; the Milky Way; an astrolabe; a sun with rays; a telescope; orbit lines; the Big Dipper
~ a star chart; a crescent with a rose; a constellation of a birth sign; orbiting planets; the Pleiades; a night sky sleeve; a comet over mountains

ocean creatures and waves
= Designs drawing on the sea: waves, whales, octopuses, turtles, fish and other marine life.
~ curling ocean waves; octopus tentacles; sea turtles; a breaching whale; jellyfish; a manta ray; seahorses; a shark fin; coral; the great wave; a school of fish; an anchor in kelp; seashells; a humpback tail; a dolphin; a lighthouse above the surf; starfish; a nautilus shell; sea foam; a crab; an anglerfish; a squid; a diving seal; a kraken; the tide line
~ a whale shark; a hammerhead; a giant clam; a sea otter; a blue whale; an octopus curling around an anchor; a clownfish; the coral reef; a sea urchin; a swordfish; a mermaid's tail
~ deep-ocean creatures; waves breaking over rocks

gothic architecture and cathedrals
= Designs showing gothic and medieval religious buildings: cathedrals, arches, rose windows, spires and gargoyles.
~ cathedral arches; rose windows; gargoyles; gothic spires; pointed arches; flying buttresses; stained glass; a bell tower; vaulted ceilings; a chapel door; stone tracery; a crypt; a cloister; carved saints; a gothic facade; a ruined abbey; candlelit naves; lancet windows; a stone staircase; an iron gate; a spiral staircase; a castle tower; a clock face; a chapel window; weathered stone
~ a bell tower at dusk; a church door with iron hinges; the nave; a chapel window with tracery; a crypt staircase; a gargoyle on a ledge; a monastery; buttresses seen from below; a spired skyline; candle-lit arches
~ medieval architecture; old cathedrals

woodland animals
= Designs featuring forest animals such as foxes, deer, owls, bears, hedgehogs and badgers.
~ a fox in ferns; antlered deer; a hedgehog among leaves; forest owls; a black bear; a badger; a hare; a wolf howling; a squirrel; a raccoon; a stag; woodpeckers; a doe and fawn; a rabbit; a lynx; a moose; a fox curled asleep; a mouse; a family of bears; a bobcat; pine cones; a woodland clearing; a deer skull; a chipmunk; mushrooms at the foot of a tree
~ a fox with a lantern; an owl on a branch; a deer in the mist; a bear cub; a squirrel with an acorn; a badger in the undergrowth; a hare in the grass; a wolf in the pines; a moose in the lake; a family of deer
~ woodland creatures; animals of the forest floor

mythical beasts and dragons
= Designs of legendary creatures: dragons, griffins, phoenixes, sea serpents and other beasts of myth.
~ a coiled dragon; griffin wings; a phoenix rising; serpent scales; a unicorn; a basilisk; a chimera; a hydra; a minotaur; a kraken; a wyvern; a sea serpent; a thunderbird; a three-headed dog; a manticore; a kirin; Pegasus; dragon claws; a fire-breathing beast; a winged lion; scales and horns; a sphinx; a werewolf; a cockatrice; a dragon's eye
~ a dragon wrapped around the arm; a griffin in flight; the Loch Ness monster; a basilisk's eye; the nine-tailed fox; a firebird; a kraken attacking a ship; a centaur; a dragon skull; a serpent eating its tail
~ dragons in flight; mythical creatures; beasts of legend

memorial and remembrance pieces
= Designs that honor someone who died: dates, names, portraits, ribbons and keepsakes.
~ a memorial date banner; remembrance ribbons; a keepsake portrait frame; lettering honoring a loved one; a heartbeat line; angel wings; a name in a parent's handwriting; birth and death dates; a paw print for a lost pet; a rosary; a forget-me-not; a favorite saying; coordinates of a special place; an urn; a dove; a military tag; a date in Roman numerals; a grandfather's pocket watch; a feather falling; an infant's footprints; a candle; a lantern; an ultrasound image; a last message; a cross
~ a portrait in a frame; a date in a parent's handwriting; wings with a name; a star for a lost child; a bird leaving its cage; a rose with a date; a heartbeat that stops; a compass pointing home; a pocket watch at the time of death; a ribbon with initials
~ memorial lettering

minimalist line symbols
= Small, simple designs: single lines, tiny symbols and outlines with lots of negative space.
~ a single continuous line; tiny minimalist symbols; negative space; a small wrist-sized motif; a simple arrow; a small heart; a tiny paper plane; an outlined triangle; a semicolon; an infinity sign; a single dot; a wave outline; a small mountain outline; a lightning bolt; a one-line face; a tiny anchor; a small cross; a treble clef; a tiny star; an ampersand; a behind-the-ear symbol; a finger band; a line drawing of two hands; a small circle; a bare outline
~ a tiny crescent; a small sun; a single leaf outline; a tiny wave; a small moon; a dot on each finger; a small bee; a paper crane outline

floral bouquets and vines
= Designs of flowers and climbing plants: bouquets, wreaths, vines and garlands.
~ a peony bouquet; climbing vines; wildflower sprays; a wreath of roses; a garland of ivy; hydrangeas; sunflowers; tulips; a lily; a vine around the ankle; cherry blossom branches; a camellia; honeysuckle; a magnolia; orange blossom; marigolds; a lotus; wisteria; a bunch of daisies; an arrangement of ranunculus; poppies; a chrysanthemum; jasmine; a floral half-sleeve; thorny stems
~ a bouquet of lilies; climbing roses; a vine sleeve; an iris; carnations; a bluebell; a wildflower bouquet; foxgloves; cosmos flowers; a bouquet tied with ribbon; a trailing vine along the spine
~ floral wreaths

brutalist concrete architecture
= Designs showing modernist and brutalist buildings: concrete towers, blocks, stairwells and housing estates.
~ concrete towers; stark brutalist blocks; modernist stairwells; raw concrete facades; tower blocks; a parking garage; a housing estate; board-marked concrete; cantilevered balconies; a water tower; stacked cubes; a spiral ramp; a car park stairwell; repeating windows; an overpass; a cooling tower; a grid of balconies; a radio mast; a tower crane; geometric facades; a monolithic library; a bunker; an apartment slab; a pedestrian bridge; weathered stone
~ an office block; a civic center; a multi-story car park; a national library; a housing tower; monumental blocks
~ postwar architecture; brutalist housing

art deco skyscraper architecture
= Designs showing art deco buildings and skylines: stepped skyscrapers, spires, sunbursts and ornate lobbies.
~ stepped skyscrapers; a city skyline; sunburst motifs; chrome spires; zigzag ornament; an ornate lobby; a movie palace marquee; geometric fans; a clock tower; streamlined curves; elevator doors in brass; a rooftop water tower; the Chrysler-style crown; a lit skyline at night; pointed arches; tower blocks; a jazz-age hotel; a radio tower; fluted columns; a stained glass skylight; chevrons; an ocean liner; a grand staircase; a geometric facade; a neon sign
~ a spire at night; a zigzag facade; a chrome elevator; a sunrise fan; the skyline of the 1920s; a movie theater facade; stepped towers at dusk; a streamlined train
~ art deco lobbies; skyscraper spires; jazz-age architecture
@@ Charities.missionDescription
after-school tutoring for children
= Charities that help schoolchildren with homework, reading and math in the hours after school.
~ homework help clubs; reading mentors; math coaching; volunteer tutors; the after-class study hall; spelling practice; fractions and times tables; worksheets; a quiet place to study; snack time before homework; report cards; struggling readers; fourth graders; high school volunteers; phonics; science fair projects; school libraries; one-on-one tutoring; the three o'clock bell; exam preparation; homework notebooks; parents working late; learning centers; a school gym turned study room; children's reading levels
~ the homework table; a tutor who comes twice a week; multiplication drills; struggling students; spelling tests; math games; book reports; science homework; quiet study hours

river and wetland restoration
= Charities that restore rivers, streams, marshes and the wildlife that depends on them.
~ riverbank planting; cleaning streams; marsh habitat; wetland plants; removing old dams; fish passages; willow cuttings; volunteer cleanups; water quality testing; invasive weeds; beaver habitat; reed beds; floodplain meadows; the salmon run; amphibians; erosion control; native sedges; the watershed; creek monitoring; herons and egrets; culvert replacement; mudflats; stormwater runoff; rain gardens; kayak cleanup days
~ the otters' return; the fish ladder; water meadows; spawning grounds; native reeds; the restored marsh; stream banks
~ river cleanups; restoration crews

community food pantries
= Charities that hand out groceries and fresh food to families through pantries and food banks.
~ weekly food pantries; fresh produce boxes; grocery vouchers; pantry volunteers; canned goods; the food bank warehouse; shelves of rice and beans; diapers and baby formula; holiday food drives; the pantry line; surplus bread from bakeries; milk and eggs; families who run short at month's end; grocery rescue; a refrigerated van; choice pantries; school backpack programs; the church basement; food donations; soup and pasta; hungry families; sorting shifts; fresh fruit from local farms; emergency grocery bags; the weekend meal pack
~ boxes of cereal; peanut butter; the pantry shelves; the Tuesday pantry; fresh vegetables; hygiene items; donated groceries; cooking oil; canned tomatoes

mobile health clinics
= Charities that bring doctors, nurses and screenings to people in vans and pop-up clinics.
~ mobile health vans; blood pressure screenings; vaccination outreach; rural clinic days; nurses on wheels; diabetes checks; free flu shots; a doctor who visits once a month; dental checkups; eye exams; uninsured patients; health fairs; the clinic bus; prescription refills; prenatal visits; cholesterol tests; parking lots turned waiting rooms; telehealth carts; community health workers; hearing tests; childhood immunizations; wound care; migrant workers; follow-up calls; health screenings
~ the nurse's van; the roadside clinic; free checkups; the traveling doctor; blood sugar tests; free eyeglasses; the clinic schedule; outreach nurses

emergency shelter and rehousing
= Charities that give people without homes a bed tonight and help them into stable housing.
~ emergency shelter beds; rapid rehousing; eviction prevention; rent assistance; overnight beds; case workers; security deposits; warming centers; families sleeping in cars; housing vouchers; the night shelter; motel stays; landlord partnerships; hot showers; move-in kits; rough sleepers; transitional apartments; a bed for the night; furniture for new tenants; homeless outreach teams; winter shelter; a safe place to sleep; storage lockers; coordinated entry; utility arrears
~ cots in the gym; housing case managers; the first month's rent; a new apartment; warming stations

adult job training
= Charities that teach adults work skills and help them find jobs.
~ resume workshops; trade apprenticeships; digital skills classes; welding courses; interview coaching; job fairs; forklift certification; computer literacy; career counselors; adult learners; commercial driver licenses; a new career at fifty; plumbing and electrical training; certificates; employer partners; returning citizens; night classes for adults; customer service training; mock interviews; job placement; coding bootcamps; nursing assistant courses; unemployed workers; English for the workplace; a first paycheck
~ welding booths; the CV clinic; the apprentice program; trade school; the certificate ceremony; soft skills workshops; a computer lab

senior companionship
= Charities that keep older people company and help them stay connected and independent.
~ companionship visits; isolation among elders; friendly phone calls; grocery runs; homebound neighbors; lonely older adults; tea and conversation; volunteer visitors; board games with residents; birthday cards; lunch clubs; walks in the park; widowers; intergenerational visits; reading aloud; help with technology; rides to appointments; knitting circles; memory cafes; holiday visits; handwritten letters; a weekly check-in; retired neighbors; the senior center; rest homes
~ cups of tea; the visiting volunteers; the phone tree; elderly neighbors; letters to the care home; shared lunches; card games; a walk around the block; visiting grandparents; bingo afternoons
~ senior volunteers paired with neighbors

urban tree planting
= Charities that plant and care for trees in city streets, parks and schoolyards.
~ street tree planting; urban canopy; shade for heat islands; neighborhood orchards; saplings; watering bags; tree pits; schoolyard trees; tree surveys; oak and linden; pruning; mulch; fruit trees; cooler sidewalks; a tree for every block; volunteer planting days; bare-root trees; leafy avenues; tree guards; a city arborist; community orchards; planting in parking lots; young maples; green corridors; the tree nursery
~ a sapling nursery; street trees; mulch rings; watering rotas; shaded sidewalks; an arborist; fruit trees in parks
~ the shade trees; pear trees in the park; the mulch piles; the volunteer watering crew

@@ Campaigns.campaignStory
a flooded school library
= Campaigns to rebuild a school library and its collection after a flood.
~ floodwater in the reading room; ruined bookshelves; students without books; mold on the walls; soaked picture books; a school librarian; warped floors; damaged computers; a library closed since the storm; children reading in hallways; a new book collection; dehumidifiers; the reading corner; lost encyclopedias; a library card for every child; water lines on the walls; donated books; the school board; new carpets; story time; textbooks; a quiet place to read; sandbags; boxes of wet paper; the school's only library
~ swollen books; drying pages; a new reading room; the children's section; waterlogged furniture; a flood insurance claim

winter heating for elders
= Campaigns to keep older people warm through winter: furnaces, heating bills and warm clothing.
~ cold winters; broken furnaces; heating bills; blankets and space heaters; older neighbors; frozen pipes; fuel assistance; wood for stoves; thermal underwear; drafty windows; home insulation; pensioners choosing between food and heat; the first frost; boiler repairs; hot water bottles; winter coats; energy vouchers; a warm room; snow days; electric blankets; shut-off notices; propane deliveries; older adults living alone; chilly nights; weatherstripping
~ a broken boiler; a cold kitchen; wool socks; the gas bill; radiators; cold bedrooms; a warm coat for every elder
~ elders without heating

clean drinking water
= Campaigns to bring safe drinking water to households and schools.
~ contaminated wells; water filters; boil-water notices; lead pipes; bottled water deliveries; well drilling; water testing kits; children falling sick; a village pump; rainwater tanks; clean taps; cholera risk; a treatment plant; water-borne illness; water from distant rivers; safe taps in schools; a borehole; brown tap water; the town reservoir; chlorine tablets; plumbing repairs; hand pumps; a fountain at school; hauling water; filtration systems
~ a well pump; a tested tap; a filtration unit; a pump repair; a new borehole
~ a new well; rusty pipes; a hand-dug well; a pipe to the school

a burned community kitchen
= Campaigns to rebuild a community kitchen destroyed by fire.
~ a kitchen destroyed by fire; charred stoves; volunteers cooking outdoors; rebuilding the kitchen; smoke damage; a gutted building; meals cooked in borrowed spaces; new ovens; fire insurance; the soup line; burnt tables; community dinners; a walk-in refrigerator; cooks without a home; fire inspectors; a temporary tent; food prepared on camp stoves; a commercial range; the grease fire; hot meals for the neighborhood; kitchen equipment; the fire department; new shelving; pots and pans; a rebuilt dining hall
~ the rebuilt stoves; the burnt-out hall; the smoke alarms; donated cookware; hot dinners; the fire-damaged roof

a disappearing coastal dune
= Campaigns to save an eroding dune and the shoreline homes and habitat behind it.
~ eroding dunes; storm surges; beach grass; homes near the shoreline; sand fences; nesting shorebirds; dune restoration; king tides; a shrinking beach; marram grass planting; sand replenishment; coastal erosion; the seawall; washed-out paths; the dune ridge; boardwalks; sea level rise; winter storms; dune grass plugs; piping plovers; shifting sand; beachfront cottages; a breach in the dunes; the last line of defense; tidal flooding
~ sand dunes; the tide line; the winter storms; beach erosion; the nesting birds; the sand banks

rural bus for patients
= Campaigns for transport that takes rural patients to distant medical appointments.
~ patients in remote villages; long trips to dialysis; a missing bus; missed appointments; a wheelchair-accessible van; volunteer drivers; chemotherapy visits; gas money; the nearest hospital two hours away; farm roads; elderly patients without cars; a shuttle schedule; specialist appointments in the city; a bus route cut last year; carpooling; dialysis three times a week; snowy roads; medical transport; the clinic in town; a driver's salary; fuel costs; travel vouchers; patients who stopped treatment; the county road; an accessible minibus
~ a minibus; a clinic van; a weekly trip to town; a dialysis unit; a patient shuttle; travel grants; missed checkups; a driver's roster
~ a hospital two hours away; dialysis appointments; the accessible van; medical appointments

families facing eviction
= Campaigns to keep families with children in their homes when they cannot pay rent.
~ overdue rent notices; children changing schools; temporary motel stays; eviction hearings; back rent; landlord mediation; a single mother; lost wages; court dates; legal aid; security deposits; moving boxes; families doubled up with relatives; rent increases; a job loss; utility shut-offs; the housing court; emergency grants; tenant rights; notices taped to doors; a medical bill; three months behind; kids sleeping on couches; the sheriff's notice; rent relief
~ rent arrears; a family's belongings; a new home; the landlord; rent payments; a child's school
~ families facing rent hikes

a neglected playground
= Campaigns to repair or replace an unsafe or run-down playground.
~ a rusted playground; broken swings; unsafe slides; children with nowhere to play; splintered benches; a cracked basketball court; safety surfacing; new climbing frames; a fenced play area; graffiti; a sandpit; a seesaw; a sprinkler pad; accessible swings; neighborhood kids; a weedy lot; shade sails; monkey bars; a merry-go-round; a play structure; picnic tables; a park cleanup; the city parks department; a splash pad; wood chips
~ a new slide; the broken fence; the swings; a new climbing frame; the sandbox; safe play surfaces; the children's park
~ playground equipment; a neglected corner of the park
@@ Campaigns.impactPlan
measured reading gains
= Plans that measure impact through reading levels, books read and literacy test results.
~ reading level assessments; books per student; literacy test scores; reading minutes; reading logs; fluency checks; words per minute; benchmark tests; a baseline in September; comprehension quizzes; spring reassessment; grade-level targets; a reading coach; library checkouts; phonics screenings; progress charts; vocabulary tests; students reading at grade level; pre- and post-tests; a literacy specialist; book lists; teacher observations; reading circles; parent reading nights; a summer reading challenge
~ the September baseline; running records; leveled readers; the June reassessment; minutes read at home; a fluency timer; a literacy tracker; words read correctly
~ measured improvements; gains in fluency

meals served per month
= Plans that count impact in meals served, food distributed and pantry visits.
~ meals served each month; pounds of food distributed; pantry visits; nutrition surveys; hot meals; food boxes; a monthly tally; lunch trays; school breakfasts; sign-in sheets at the pantry; families served; servings of fresh produce; kitchen volunteers; weekend meal packs; meal counts; delivery routes; the soup kitchen; sack lunches; cost per meal; the food bank warehouse; shelf-stable items; grocery bags handed out; a dinner service; calories per day; senior meal deliveries
~ trays of lasagna; the soup pot count; hot lunches for seniors; the delivery van's route sheet; dinners plated on Fridays; a tally of sandwiches; breakfast bags; the kitchen logbook

acres restored and monitored
= Plans that measure impact in land restored and in the monitoring of habitat and water.
~ acres replanted; seedling survival rates; water quality sampling; habitat monitoring plots; hectares of wetland; native plants; invasive species removal; bird counts; soil tests; drone surveys; baseline surveys; photo points; stream temperature; trees planted; survival checks after one year; fenced enclosures; pollinator counts; grassland; restoration crews; field technicians; GPS mapping; sediment loads; frog surveys; riparian buffers; erosion measurements
~ transects walked each spring; tagged saplings; a stream gauge; trail cameras; plant survival counts; the wetland boundary map; quadrats; grazing exclusion fences; bird nest boxes; seasonal field reports
~ restored grassland; monitored plots

households stably housed
= Plans that count families kept in their homes or moved into stable housing.
~ households kept housed; months of rent covered; eviction cases avoided; follow-up housing checks; tenancies sustained; families rehoused; leases signed; six-month follow-ups; rent arrears cleared; case management; housing retention rates; move-in dates; landlord agreements; security deposits paid; families exiting shelters; home visits; the number of evictions stopped; a housing navigator; rent ledgers; tenancy support; emergency grants; utility payments; apartments found; a stable address; twelve-month check-ins
~ tenancy start dates; rent paid directly to landlords; lease renewals; the housing caseload; a one-year retention check; move-in inspections; a housing stability score; arrears paid off; the case file review
~ households reached by follow-up calls; stably housed families

clinic visits and screenings
= Plans that measure health impact in screenings, clinic visits and vaccinations.
~ screenings completed; clinic visits; vaccinations given; follow-up appointments; blood pressure readings; patients seen per day; referrals; cancer screenings; immunization records; dental exams; vision tests; patient surveys; diabetes tests; a mobile clinic schedule; wait times; lab results; prescriptions filled; health outcomes; nurse practitioner hours; mammograms; well-child visits; patient records; missed appointments reduced; flu shots; doctor visits
~ the screening calendar; blood pressure cuffs; patient intake forms; a screening tent; referrals to specialists; appointment reminders; vaccine cards; lab slips; glucose meters

volunteer hours mobilized
= Plans that measure impact in volunteers recruited, trained and kept, and the hours they give.
~ volunteer hours; volunteer teams; weekend work crews; volunteer retention; sign-up sheets; orientation sessions; team leaders; service days; corporate volunteer groups; student volunteers; hours logged online; recognition events; training workshops; volunteer coordinators; shifts filled; background checks; returning volunteers; a volunteer of the month; skills-based volunteers; community service hours; the volunteer handbook; a roster; Saturday crews; new recruits; thank-you breakfasts
~ a sign-in tablet; crew leaders; the Saturday build; a corporate team day; shift reminders; retention calls; the training calendar

equipment purchases and repairs
= Plans that spend funds on buying, repairing and maintaining equipment.
~ equipment purchases; repaired furnaces; appliances; replacement parts; maintenance contracts; new computers; a delivery van; kitchen ovens; medical devices; tools; a walk-in freezer; generators; repair invoices; service agreements; spare parts; a new roof; water pumps; laptops for students; boats and motors; a forklift; procurement quotes; warranties; installation costs; backup batteries; inspections of equipment
~ a new commercial dishwasher; a refrigerated truck; a replaced boiler; a roof patch; the purchase orders; three price quotes; a service technician; a warranty claim; spare filters; a new generator
~ repairs to cold storage

quarterly public reporting
= Plans that promise regular public reports, audits and open budgets to supporters.
~ quarterly reports; independent audits; open budget dashboards; donor briefings; published financial statements; progress newsletters; the annual report; spending breakdowns; an online tracker; board reviews; photos from the field; impact summaries; a public ledger; reports every three months; outcome data; receipts and invoices; transparency pages; webinars for donors; a third-party evaluator; milestone updates; the community meeting; budget versus actual; downloadable spreadsheets; audit letters; progress reports
~ the March report; an auditor's opinion; the online dashboard; a spending chart; photos with each update; the board's review; a published budget; an outcomes table; receipts posted online; a donor webinar
~ public quarterly briefings

@@ GivingPrograms.programDescription
monthly sustaining gifts
= Programs in which supporters give a fixed amount automatically every month.
~ automatic recurring contributions; steady predictable funding; sustainer circles; a direct debit on the first of the month; monthly donors; standing orders; a small amount every month; auto-renewing pledges; sustainers; a card charged monthly; recurring giving; budgeting for the year ahead; donors who give twelve times a year; a monthly pledge; ongoing support; pause or cancel anytime; the sustainer newsletter; a year of regular gifts; membership dues; predictable income; an upgrade in the pledge; subscription-style giving; the monthly statement; a standing commitment; regular donations
~ the sustainer welcome card; a gift on payday; the donor's bank mandate; a recurring card payment; the sustainer count; a gift that renews itself

workplace giving and matching
= Programs that let employees give through payroll and have their employer match their gifts.
~ workplace payroll deductions; employer matching drives; office giving weeks; company pledge campaigns; matching gift forms; payroll giving; the human resources portal; corporate partners; a dollar-for-dollar match; employee giving campaigns; office challenges; volunteer grants; the benefits enrollment season; pretax deductions; corporate foundations; team fundraising; the company intranet; matching caps; office ambassadors; the annual workplace campaign; coworkers; lunch-and-learn events; a company match; pledge cards at work; an employer portal
~ a payroll pledge form; employees in the break room; a lunchtime launch event; the match portal login; the HR newsletter; team pledges; the corporate partner list

legacy and planned giving
= Programs for gifts made through wills, estates, trusts and other planned arrangements.
~ bequests in wills; planned estate gifts; legacy society members; memorial endowments; life insurance beneficiaries; charitable trusts; retirement account gifts; gift annuities; estate attorneys; a lasting legacy; naming the charity in a will; endowed funds; estate planning seminars; real estate gifts; stock transfers; family foundations; a gift in memory; future generations; beneficiary designations; an estate executor; the will-writing week; legacy pledges; a codicil; remainder trusts; a gift that outlives the donor
~ a gift in a will; the estate lawyer's letter; a bequest notification; a memorial fund; an estate settlement; a will-writing service; a lasting gift

youth philanthropy
= Programs that teach children and teenagers to give and let them decide on grants.
~ teen grantmaking boards; students learning philanthropy; classroom giving projects; youth-led funds; kids' piggy banks; school fundraisers; a youth board; lemonade stands; students choosing grantees; after-school giving clubs; young donors; high schoolers reviewing proposals; a summer philanthropy camp; allowance giving; a student council drive; teen volunteers; service learning; grant decisions by teenagers; family giving jars; youth ambassadors; bake sales; class projects; children choosing a cause; a first donation; mentors for young givers
~ a classroom jar; teenagers pitching causes; a student-run fund; a kids' bake sale; a school giving day; grants decided by students; a coin drive at school

emergency disaster response
= Programs that raise and release funds fast when disasters strike.
~ rapid disaster grants; emergency relief pools; storm response funds; quick-release donations; hurricane relief; wildfire recovery; flood aid; earthquake response; emergency kits; first responders; relief supplies; evacuation centers; a rapid response fund; disaster appeals; generators and tarps; search and rescue; temporary shelters; emergency cash grants; the first 72 hours; relief convoys; rebuilding after the storm; crisis hotlines; water and blankets; displaced families; a tornado
~ the flood relief fund; the relief hotline; a wildfire appeal; hurricane shelters; the relief warehouse; a storm-damaged town; rescue teams

tool and equipment sharing
= Programs that give by pooling tools and equipment that community members can borrow.
~ tool libraries; shared equipment pools; lending sheds; donated hardware; borrowed ladders; power drills; repair cafes; lawn mowers; a membership card for tools; community workshops; sewing machines; camping gear; kitchen appliances to borrow; a tool checkout counter; saws and sanders; garden tools; a lending catalog; fix-it nights; pressure washers; volunteer repairers; bicycle repair stands; wheelbarrows; a maker space; return dates; toolkits
~ the community shed; a borrowed drill; ladders for loan; a repair bench; the shared workshop; a lending library for tools; a donated saw; borrowed camping stoves

round-up micro donations
= Programs that collect very small gifts: spare change, round-ups at checkout and micro gifts.
~ rounding up purchases; spare-change donations; micro gifts at checkout; small everyday contributions; a few cents per purchase; coin jars; a card-linked round-up; checkout prompts; pennies that add up; small change from coffee; cashless tip jars; a banking app; digital wallets; point-of-sale giving; loose change; a cashier's question; the nearest dollar; the receipt; register screens; micro donations; small amounts from many people; contactless payments; everyday shopping; a change jar; the grocery checkout
~ the change from a sandwich; the donation button at checkout; a small amount on every card payment; spare cents; tiny gifts; the payment terminal; pocket change

giving circles and pooled funds
= Programs where members pool their donations and decide together where the money goes.
~ giving circles; pooled member donations; members voting on grants; collective grantmaking; a shared fund; circle meetings; potluck dinners with grant discussions; group decisions; site visits by members; equal member contributions; community funds; dinner parties that fund causes; neighbors pooling money; a rotating chair; member ballots; a grant committee; collective giving; the circle's annual grant; application reviews; friends who give together; consensus; a pool of small gifts; members' book clubs; the circle's bank account; the circle
~ the circle's dinner; a group vote on grants; the members' meeting; a shared donation; collective decisions; the annual grant award; the circle's founding members; a members' potluck
@@ Donations.donorMessage
in memory of a parent
= Messages from donors giving in memory of their mother or father.
~ my late mother; my father, who passed last spring; a parent who volunteered; my mom's kitchen table; my dad's old workshop; the anniversary of her death; my mother's favorite charity; my father's hospice nurses; his memorial service; her garden; the way my mother helped neighbors; my dad's stories; flowers on her grave; the funeral; my parents' wedding anniversary; a life well lived; my mother's hands; my father's birthday; the last months of her illness; her recipe box; grief; his old fishing hat; the family she raised; his sense of duty; the words on her headstone
~ my mother's rocking chair; dad's toolbox; the hymn sung at her funeral; my father's army medals; her handwriting on old letters; the oncology nurses who cared for him; a framed photo on my desk; dad's favorite chair; the garden mom planted; the last years of his life
~ memory of my dad; a parent's love

gratitude for past help
= Messages from donors who were once helped themselves and want to give back.
~ the pantry that helped us once; paying it forward; the support we received; returning kindness; the winter we had nothing; a caseworker who believed in me; my kids eating because of you; the bag of groceries that got us through; a second chance; the shelter bed I once slept in; being on the other side now; the volunteers who treated us with dignity; the year I lost my job; giving back; the help I never forgot; my first stable job; thanks long overdue; someone who did the same for me; a rough patch years ago; the tutor who changed my son's grades; owing so much; the day things turned around; hard times; the free clinic that saw me; a debt of thanks
~ the winter coat someone gave my son; a rent check that saved us; the caseworker's phone number; a food box on our doorstep; the free dentist; a night in a warm bed; a volunteer who drove me to interviews; my first paycheck after years; a stranger's kindness; school shoes for my kids
~ gratitude for the food bank; the past few years

birthday fundraiser gift
= Gifts made through or in place of birthday presents.
~ a birthday fundraiser; friends giving instead of presents; celebrating another year; birthday wishes; turning forty; a cake and candles; my daughter's party; no presents this year; a birthday challenge on social media; my sixtieth; the party invitation; a gift in my friend's name; celebrating my twin; blowing out the candles; a donation as a birthday card; my son's tenth birthday; birthday money; a milestone birthday; my wife's birthday; the birthday page; thirty friends chipping in; a surprise party; the last birthday fundraiser; my best friend's birthday; another trip around the sun
~ friends donating in my name; a party at the park; candles on a cupcake; a card from my niece; the big five-oh

workplace team challenge
= Gifts from coworkers competing or pooling donations as a team at work.
~ our office team; coworkers pooling gifts; a department competition; team spirit; the accounting team; bragging rights; the sales floor; the warehouse crew; the break room jar; a friendly rivalry with marketing; our manager matching us; the staff lunch; casual Friday; the night shift; our team's total; the company leaderboard; the nursing staff; the engineering department; a bake sale at work; our branch office; colleagues; the weekly team meeting; the challenge trophy; lunch money saved; our team captain
~ the finance department; the night nurses; the IT helpdesk; a jar on the reception desk; the mailroom; the regional office; a matching pledge from our boss; the scoreboard by the elevator

love of the coastline
= Gifts from donors who love the sea, the beach and the shore.
~ the coastline I grew up on; walking the beach every morning; the dunes; the sea air; tide pools; summers by the ocean; the lighthouse; the sound of the waves; the shorebirds; seashells; the harbor town where I was born; sailing; the cliffs; sunsets over the water; swimming in the sea; the boardwalk; sandcastles with my kids; the fishing village; the salt marsh; coastal storms; the pier; sea glass; the estuary; whales offshore; the beach house
~ the salt spray; tide charts; the pebble beach; a seaside childhood; the sand dunes behind our house; the harbor seals; the fishing boats; morning swims; the ferry crossing; the old seawall
~ the coastline near home; my love of the sea

teacher supporting students
= Gifts from teachers who give on behalf of their students.
~ students who struggle; my classroom; kids who need books; school supplies; my third graders; a teacher for twenty years; students who come to school hungry; the reading corner in my room; pencils and notebooks; my students' faces; the school where I teach; a new teacher; after-school hours; the class library; field trips; report card day; students without coats; grading papers; a student who finally learned to read; parent-teacher night; crayons and glue sticks; a teacher's salary; my kindergarten class; the bell at three o'clock; the classroom
~ a classroom reading rug; winter coats for my class; the school lunch line; spelling bees; a student who moved away; lesson plans; pupils who cannot afford trips; exam week; the school nurse

faith community offering
= Gifts given by or through a church, synagogue, mosque or other faith community.
~ our congregation; a church collection; faith community service; a blessing for neighbors; the Sunday offering; our pastor; the mosque's charity drive; the synagogue's social action committee; the choir; our parish; the prayer group; a tithe; the temple youth group; Ramadan giving; the church basement; the Advent appeal; our priest; the Bible study group; the congregation's mission trip; the collection plate; Lent; the interfaith council; our deacons; the chapel; loving our neighbor
~ the youth choir; the prayer breakfast; the church potluck; the mosque's food drive; the Passover seder; the parish council; the Sunday school; the soup supper at church; the blessing of the animals
~ our faith

anonymous quiet support
= Gifts from donors who want no recognition and ask to stay anonymous.
~ no recognition; quietly supporting; anonymous giving; keeping my name private; no thank-you letter; leaving my name off the list; not wanting attention; the donor wall; giving without fanfare; privacy; no public credit; not for the newsletter; a quiet gift; not listing me; no plaques; the right hand and the left; no mailing list; doing good quietly; an unnamed donor; no need to call; humility; no photos; staying out of the spotlight; a private person; the anonymous box
~ no name on the list; no newsletters please; a private gift; no public thanks; leaving it unsigned; keeping this between us; no phone calls; no credit needed; no recognition event

@@ Donations.processingNotes
receipt reissued after address change
= Notes about receipts sent again after the donor's mailing address changed.
~ a mailing address update; a returned envelope; corrected postal details; a new street address; the post office return; a duplicate receipt; a forwarding address; the donor's move; a reprinted tax receipt; an updated contact record; a wrong zip code; mail marked undeliverable; a second copy mailed; an email copy of the receipt; the old apartment number; address verification; a change of address form; a receipt sent to the new address; an apartment move; the receipt resent; mail returned to sender; a PO box; a corrected city name; a new mailing label; the address on file
~ a new apartment across town; the returned mail bin; the post office sticker; a moving notice; the donor's new postal code; the corrected envelope

card payment retried
= Notes about a card payment that failed and was tried again.
~ a declined card; a second attempt; an issuer authorization hold; a successful second charge; insufficient funds; an expired card; a new card number; a soft decline; the payment processor; a retry after 24 hours; a bank fraud alert; an updated expiry date; a failed transaction; the card issuer; a payment reminder email; a CVV mismatch; the donor's bank; an authorization code; a retried charge; a pending transaction; the gateway response; a charge that went through; a billing address mismatch; a card update link; a temporary hold
~ the bank's decline code; a new expiry date; a low balance; the processor's retry; a hold released; the charge approved the next day

gift matched by employer
= Notes about an employer matching the donor's gift.
~ a matching gift form; a company portal; a match pending approval; the donor's employer; a corporate match; HR verification; the employer's matching program; a dollar-for-dollar match; a match confirmation; the matching gift database; the employee ID; the company foundation; a match check; the employer's annual cap; verification by the company; the matching platform; the matched amount; an employer letter; a corporate giving portal; the match deadline; eligibility confirmed by the employer; a double gift; the match request; the matching payment; the employer's benefits team
~ a company ID number; the HR benefits team; the match ratio; a corporate foundation letter; the donor's work email; a verification request; the annual match limit

acknowledgment letter mailed
= Notes about thank-you letters and acknowledgments sent to the donor.
~ a handwritten thank-you letter; a personal note from staff; a welcome packet; a signed card; the executive director's signature; a letter printed on letterhead; the thank-you call; a postcard; the acknowledgment queue; a note from a volunteer; first-class postage; a photo from the program; a thank-you email; a letter from the board chair; a welcome kit; a calendar; the donor's preferred salutation; a thank-you within 48 hours; a warm note; the mailing house; stationery; a letter mentioning the gift's use; the acknowledgment batch; envelopes stuffed; a note of thanks
~ a card signed by the director; a note card with a photo; letterhead; a stamped envelope; a handwritten note; a thank-you postcard; the mailing house batch; a personal message; a warm note from staff

tribute notification sent
= Notes about notifying someone that a gift was made in their honor or memory.
~ a tribute card sent to family; an honoree notification; an in-memory card; the tribute recipient; the honoree's address; a memorial gift notice; a card to the widow; the honoree's name; an in-honor gift; a sympathy card; a card to the grieving family; the family's mailing address; the tribute message; the honoree; a gift in memory of a neighbor; a card with a printed dove; the honoree's family; the memorial fund; a notification letter; the tribute inscription; the memorial service; the tribute form; a card to the newlyweds; the tribute amount withheld; tribute wording
~ a card to the honoree; the family of the deceased; a memorial notice; an in-memory gift card; a printed dove; the sympathy note; a note to the newlyweds; the honoree's name on the card; a gift in honor of a teacher

refund request reviewed
= Notes about a donor asking for money back and the review of that request.
~ a partial refund; a duplicate charge; a refund approved by finance; a reversal; a donor's phone call about the charge; the amount returned to the card; a chargeback; the refund form; an accidental double gift; the finance manager's approval; a credit to the donor's account; a refund request; processing fees waived; a bank statement; the donor changed their mind; a refund issued in five days; the original transaction; a voided payment; an adjusted receipt; a dispute; the returned amount; refund confirmation; a mistaken amount; a pledge reduced; a canceled recurring gift
~ money back to the card; the finance approval; a duplicated payment; the chargeback notice; a donor's call about the charge; a voided transaction; the donor's bank statement

tax documentation flagged
= Notes about tax receipts, statements and missing tax information.
~ a year-end tax statement; missing tax identification; documentation requested by the donor; a statement regenerated; the tax deduction; the donor's accountant; a tax ID number; the annual giving summary; an IRS letter; deductibility; a fair market value note; a tax receipt error; the fiscal year; quid pro quo disclosure; the filing deadline; a corrected statement; a foreign donor's tax form; the donor's tax preparer; a receipt for tax purposes; a missing signature; a W-9 form; tax season; an amended receipt; a statement for the tax return; documentation on file
~ a year-end statement; the deduction letter; an accountant's request; an amended statement; a signed receipt; a statement reissued
~ the annual giving statement; the year-end letter; the fiscal year summary; the deduction amount

fraud screening cleared
= Notes about a donation flagged as possible fraud and then checked.
~ a fraud screening check; a velocity review; identity verification; a screening cleared by staff; a suspicious card pattern; several small test charges; a mismatched billing address; an IP address from abroad; a risk score; a manual review; the fraud filter; a flagged transaction; card testing; a hold on the payment; the compliance team; a confirmed legitimate donor; a verification call; a risk alert; a blocked attempt; screening software; a false positive; the donor's identity confirmed; the review queue; an unusual amount; a chargeback risk
~ a velocity check; a manual identity check; the risk score; a blocked IP address; the compliance log
@@ SurfBeaches.waveConditions
gentle rolling whitewater for beginners
= Beaches whose small, broken waves roll in softly enough for first lessons.
~ soft foam waves; knee-high inside runners; slow crumbling lines; rolling foam; a sandy inside section; ankle-deep shallows; broken waves that push a board gently; mellow whitewater; long shallow sandbanks; waist-deep water; soft rollers; small sets; a gradual slope; gentle reforms; soupy waves; a forgiving shorebreak; the learner zone; calm mornings; low-tide foam; an easy channel; friendly little waves; foam lines that go on and on; shallow water for standing; lazy swells; beginner rides
~ the inside foam; little rollers; a flat sandy bottom; broken waves near the shore; mellow inside waves; small white-water waves; a shallow bay; easy foam rides; low-energy surf

powerful reef barrels
= Beaches with heavy, hollow waves breaking over shallow reef.
~ hollow barrels; heavy lips; shallow coral ledges; fast tubing sections; thick lips; a square wave face; a shallow reef shelf; tubes; a reef pass; dry reef at low tide; heavy water; a ledging peak; experienced surfers only; a steep takeoff; the keyhole exit; the reef bottom; spitting barrels; a slab; coral heads; the inside section; a fast wall; the lineup over the reef; wipeouts onto the reef; big swell days; deep water channels
~ a shallow ledge; the heaving lip; a ledge at low tide; a tubing left; experts only; the coral shelf; a fast hollow wave

long peeling point waves
= Beaches at a point where waves wrap around and peel for long rides.
~ rides down the point; reeling right-handers; lined-up swell; a long wall; the top of the point; waves that wrap around the headland; a rock shelf; peeling lefts; hundred-meter rides; a cobblestone bottom; the point break; walking back up the point; clean lines; a wrapping swell; the outside section; the headland; section after section; a long paddle back; a point that connects; trimming for a long time; the cove at the end; rock-bottomed points; a sheltered point; lined-up sets; the inside bowl
~ a cobbled headland; the lighthouse at the tip; a sheltered corner out of the wind; a boulder reef; the walk along the rocks; right-handers that run for a minute; the bowl near the car park; a sheltered bay inside the headland; the kelp line; sand that builds up along the rocks

wind-sensitive afternoon chop
= Beaches where afternoon wind ruins the surface, so mornings are best.
~ onshore winds; choppy texture; glassy dawn sessions; blown-out afternoons; the sea breeze; whitecaps; wind swell; morning glass; offshore mornings; the afternoon wind shift; bumpy faces; messy conditions; the wind forecast; an early start; a calm window before ten; cross-shore winds; the land breeze; wind chop; dawn patrol; kitesurfers in the afternoon; flags snapping; a wind that picks up at noon; texture on the water; gusts; an evening glass-off
~ choppy afternoons; early morning glass; onshore afternoons; a light offshore breeze; a morning window

tidal shifts and sandbars
= Beaches whose waves change with the tide and with shifting sandbars.
~ shifting sandbars; tide-dependent peaks; low tide closeouts; mid-tide sweet spots; the tide chart; a big tidal range; sand moving after storms; a rising tide; high tide backwash; the incoming tide; a sandbar that moves each season; a channel that opens at low tide; the outgoing tide; spring tides; neap tides; sandbank peaks; tide times; a bar that forms in autumn; the low-tide bank; reshaped banks; tidal currents; a tide that fills in; waves that vanish at high tide; the tide table; a tide window
~ a sandbar at low tide; a shallow bank; the changing tide; a tide-sensitive peak; the moving sandbar; a high-tide wave; low-tide peaks; the tide's effect

winter groundswell season
= Beaches that come alive with long-period winter swells.
~ long-period swells; overhead sets; storm-driven pulses; the winter season; swell from distant storms; cold-season swells; big winter days; swell periods of fifteen seconds; a swell forecast; powerful sets; the season's first big swell; north swells; the December run; thick wetsuits in winter; long lulls between sets; deep-water swell; the best months are November to February; heavy winter sets; short days; the storm track; wave buoys; winter mornings; groundswell lines; big surf warnings; the off-season crowds
~ December sets; the North Atlantic storms; a fifteen-second period; frosty dawns; the January run of swell; thick neoprene; the swell buoy readings; overhead days in February; storm systems far out at sea; a heavy pulse overnight

beach break peaks
= Beaches with open sandy beach breaks and shifting peaks.
~ shifting A-frame peaks; multiple peaks; lefts and rights; a sandy bottom; open beach; scattered peaks; wedges; a long stretch of sand; peaks up and down the beach; quick sections; closeouts on big days; sandbank waves; a peak for every group; wave after wave on the sand; a shifting lineup; short rides; fun peaks; the open coast; punchy waves; a wide beach; a beach with many peaks; crowds spread out; a peak near the lifeguard tower; waves breaking on sand; an exposed beach
~ peaky waves; A-frames; a fun peak; a punchy peak; lefts off the peak; rights off the peak

small summer swell
= Beaches with small, clean summer waves and long flat spells.
~ flat spells; small clean swell; waist-high days; mellow summer sets; warm water; boardshorts; summer crowds; knee- to waist-high waves; longboard days; gentle summer swell; the summer months; southern swells; fun little waves; small but clean; tiny days; lazy afternoons; the summer season; a swim between sets; lake-like mornings; mini waves; soft summer surf; calm seas; short-period summer swell; family beach days; ankle slappers
~ tourists with soft-tops; lifeguards in shorts; a glassy lake-like sea; knee-high sets; a southerly pulse; long flat weeks; sunscreen and boardshorts; evening sessions in July; little lines at mid-tide; a mellow longboard wave

@@ SurfBeaches.shoreAccess
paved parking and ramps
= Beaches reached by paved parking, ramps and short accessible paths.
~ a paved parking lot; wheelchair ramps; short boardwalk access; accessible paths; a level walkway; disabled parking bays; a concrete ramp to the sand; a drop-off zone; beach wheelchairs; handrails; parking meters; a short walk from the car; a smooth path; a sealed car park; beach mats over the sand; curb cuts; a gentle slope; step-free access; a parking attendant; parking for vans; spaces for trailers; a lit car park; a paved promenade; a ramp for strollers; the main car park
~ an asphalt car park; a ramp down to the sand; a car park by the beach; a wide ramp; the ramp at the main entrance

steep cliff trail
= Beaches reached only by a steep trail or stairs down a cliff.
~ switchback stairs; rope handrails; a long hike down; a cliff path; a steep descent; loose gravel; hundreds of steps; a narrow track; the clifftop car park; a scramble over rocks; a climb back up; boards carried down the cliff; a ladder at the bottom; eroded steps; a goat track; the headland path; a view from the top; crumbling sandstone; a fifteen-minute walk down; a chain rail; the trailhead; a path closed after rain; wooden steps; a ravine; a steep walk out
~ a rope fixed to the rock; a landslide warning sign; a gully full of ferns; an iron ladder; loose shale; the clifftop bench; a path that floods after rain; boards carried on the shoulder; a scramble at the bottom; a viewpoint halfway down
~ the long climb; a hike to the beach; rough steps

showers and changing rooms
= Beaches with showers, changing rooms and restrooms near the sand.
~ outdoor showers; changing rooms; restrooms near the sand; rinse stations; a foot wash; hot showers; lockers; a changing hut; cubicles; a surf club building; freshwater taps; a bathhouse; toilets open all year; baby changing tables; a wetsuit rinse tank; an amenities block; cold showers by the path; a changing shelter; hooks for wetsuits; a family changing room; hand dryers; a shower tower; a wash-down area; clean facilities; a lifesaving club bathroom
~ clean toilets; a locker room; a rinse shower; hot water; the shower block; restrooms; a wetsuit wash

cafe and board rental
= Beaches with a cafe, kiosks and shops renting boards and wetsuits near the sand.
~ a beachside cafe; a board rental shack; snack kiosks; wetsuit hire; coffee; a surf shop; board racks; an ice cream stand; hot chips; a food truck; soft-top rentals; the rental counter; a terrace with sea views; a surf school hut; deck chairs; bodyboards for hire; fresh smoothies; a wax and leash shop; a beach bar; a restaurant on the dunes; breakfast burritos; a rental desk; umbrellas for hire; the kiosk by the steps; snacks after the session
~ a pastry with the morning coffee; a wetsuit rail; hot chocolate after the session; a surf shop owner; lockers for valuables; the terrace tables; day passes for boards
~ a coffee kiosk; a snack bar

boat launch and harbor access
= Beaches reached through a harbor, jetty or boat launch.
~ a boat launch; harbor jetty access; dock walkways; water taxis; the marina; a slipway; the breakwall; moored fishing boats; a harbor car park; the pier; a boat ramp; trailers; the harbormaster; the channel entrance; a dinghy dock; a short paddle from the harbor; the jetty steps; the fishing fleet; a boat-only reef; charter boats; the marina gate; the harbor wall; a ferry landing; pontoons; a paddle across the harbor mouth
~ a fisherman's co-op; the pontoon gate; outboard motors; the tide-dependent slipway; a skipper's briefing; mooring buoys; the dinghy racks; the sea wall walk; the lobster boats
~ the jetty; boats for hire; the quay

dune boardwalk crossing
= Beaches reached by boardwalks and marked crossings through protected dunes.
~ protected dune crossings; sand fencing; marked footpaths; a raised walkway; dune grass; wooden planks over the sand; roped-off nesting areas; a numbered beach access; dune restoration signs; a sandy track; bird nesting seasons; no-entry signs; the boardwalk steps; dune vegetation; a path through the grass; sand drifting over the planks; protected habitat; the dune ridge; a viewing platform; the access point; a long boardwalk; dune erosion; marram grass; coastal scrub; a footbridge over the dunes
~ a numbered post at the entrance; sand-covered planks; the bird sanctuary sign; the beach access gate; lizards in the scrub; a no-dogs sign in nesting season; the seasonal rope line; sun-bleached boards
~ a fenced path; a walkway over the sand; protected dunes

public transit access
= Beaches that can be reached by bus, train, shuttle or bicycle.
~ a nearby bus stop; a train station walk; bike racks; shuttle drop-off; the coastal bus route; a timetable; a bike path; the summer shuttle; a ten-minute walk from the station; the last bus home; boards on the bus; the tram; a bike share dock; the beach shuttle; the park-and-ride; a rail line along the coast; the bus terminus; fares; a cycleway; a board trailer on a bike; the bus shelter; car-free access; the local bus; the station underpass; the weekend shuttle
~ the bus; the train; the shuttle bus; the bus stop at the beach; a train ride; the railway station; the bus timetable; a shuttle service; the bus route
~ public buses; transit passes

remote unserviced shoreline
= Beaches far from facilities, with rough access and nothing on site.
~ no facilities; an unserviced shoreline; your own water; a dirt track; a four-wheel-drive road; no phone signal; no toilets; a long drive; a gate to open; a farm track; no shade; wild camping; empty beaches; potholes; a washed-out road; a hike through the bush; bringing everything in; no lifeguards; no bins; the end of a gravel road; sand tracks; a remote headland; isolated coves; no shops for miles; a backcountry beach
~ no services; a rough road; wilderness; a long hike; no parking lot; off the grid; no amenities
~ a remote track to the shoreline

@@ SurfBeaches.safetyConsiderations
strong rip currents
= Beaches with strong rips that pull swimmers and surfers offshore.
~ channels pulling offshore; swimming parallel to shore; rip flags; a rip beside the rocks; the sweep along the beach; a rip that forms at low tide; deep channels; a calm-looking gap between waves; the current; swimmers caught in the rip; rescue statistics; a rip warning sign; drifting sideways; an outgoing flow; paddling across the current; dark water; rip spotting; flags between the rips; a strong pull; water rushing out; the feeder current; rips near the pier; a riptide; the sandbar gutter; waves that pile water into channels
~ a bathers' flag zone; the gutter by the groyne; a swimmer waving for help; outgoing water by the rocks; the channel that sucks sand out; lifeguards pointing to the exit; the warning board at the entrance; a brown streak in the water; a calm patch between sets; the deep trench by the pier
~ the rips

submerged rocks and reef
= Beaches with hidden rocks and sharp reef under the surface.
~ submerged rocks; sharp reef at low tide; reef booties; coral cuts; a rock shelf; hidden boulders; urchins on the rocks; barnacles; a rocky bottom; shallow reef; rocks exposed at low water; fin damage; a rocky outcrop; a reef ledge; rock hopping; oysters; slippery rocks; a bommie; jagged edges; a rock garden; cuts on the feet; a rock in the middle of the lineup; low-tide hazards; a reef pass; a wash over rock
~ urchin spines; a shallow boulder field; a rock that catches fins; a kelp-covered ledge; cut feet; barnacle scrapes; a rock marked on the hazard map; a slab just under the surface
~ the rock shelf; rocky outcrops; rock ledges

jellyfish and stingrays
= Beaches with jellyfish, stingrays and other stinging marine life.
~ jellyfish blooms; the stingray shuffle; marine stings; vinegar kits; bluebottles; box jellyfish; a sting kit; stingers in summer; warm-water jellies; a stinger suit; rays in the shallows; a barb; hot water for stings; Portuguese men-of-war; washed-up jellies; sea lice; warning signs; a sting treatment station; a first aid post; nets; shuffling feet; tentacles; weever fish; stonefish; urchins
~ stings; a stingray sting; ray barbs; sting treatment
~ stingrays buried in sand

lifeguard coverage
= Beaches patrolled by lifeguards, with flags, towers and rescue equipment.
~ lifeguard towers; patrolled flags; seasonal lifeguard hours; rescue boards; a lifeguard on the sand; rescue tubes; the surf lifesaving club; red and yellow flags; a rescue jet ski; patrol hours; a first aid room; lifeguards who know the beach; a whistle; a rescue buoy; a tower at the north end; weekend patrols; a lifeguard vehicle; a defibrillator; the beach patrol; a lifeguard's briefing; the patrol season; rescue drills; binoculars; the swim zone; a lifeguard radio
~ the lifeguards; patrolled hours; the patrolled area; flags and lifeguards; rescue teams

crowded lineups and collisions
= Beaches where crowds in the water lead to collisions and etiquette problems.
~ crowded lineups; board collisions; right-of-way etiquette; loose boards; drop-ins; too many surfers on one peak; weekend crowds; flying boards; a busy lineup; rental boards; surf schools sharing the peak; a leash that snaps; snaking; paddling through the impact zone; localism; head injuries from boards; long waits for waves; crowds on holidays; collisions between beginners; tempers; a lineup of fifty; sharing waves; fins hitting legs; packed takeoff zones; groups of students
~ crowds; a busy beach; too many surfers; surfers colliding; board strikes

cold water and hypothermia
= Beaches with cold water where hypothermia and cold shock are real risks.
~ cold water temperatures; hypothermia risk; thick wetsuits; numb hands; cold shock; boots, gloves and hoods; water temperature below ten degrees; shivering; short sessions; warm drinks after surfing; upwelling; ice-cream headaches; blue lips; winter water; a hot shower; a changing robe; cold wind on wet skin; frozen feet; wetsuit thickness; sessions of forty minutes; cold fog; a chilly paddle; warming up on the sand; cold currents; frozen fingers
~ five-millimeter wetsuits; numb toes; shivering students; a hot flask on the sand; a heated changing hut; gloves and a hood; an early end to the lesson; purple lips
~ a winter wetsuit

lightning and storm closures
= Beaches closed for lightning, storms and dangerous weather.
~ lightning storms; storm closures; thunder warnings; clearing the water; dark clouds; a siren; the thirty-minute rule after thunder; storm fronts; heavy rain; sudden squalls; waterspouts; the weather radar; the afternoon storm season; evacuating the beach; a storm alert; hail; warning flags; lightning strikes on the water; a thunderstorm watch; gale warnings; flooded access roads; the storm shelter; canceled lessons; electrical storms; storm debris in the water
~ a thunderclap over the headland; the siren from the tower; black clouds to the west; a thirty-minute wait; lessons called off; gusts before the rain; a flooded car park
~ storms; thunderstorms

shorebreak injuries
= Beaches with dumping waves on the sand that cause neck and shoulder injuries.
~ dumping shorebreak; neck and shoulder injuries; steep sand drops; heavy close-outs; waves breaking on dry sand; a steep beach; spinal injuries; dislocated shoulders; a hard landing; bodyboarders; the wave that slams on the sand; backwash; broken collarbones; a steep shelf; waves that break in ankle-deep water; being dumped; head-first falls; the impact zone; a pounding shorebreak; sprained wrists; sand in the face; heavy sets on the beach; the shore dump; a violent shorebreak; whiplash
~ a slam onto hard sand; a dislocated shoulder; a twisted ankle; a broken board; the steep drop at high tide; bodyboarders landing on their heads; a stretcher from the lifeguard tower; a jarred neck; the beach's steep bank; waves landing on dry sand
~ dumping waves; broken bones; a steep beach face; shore dumps
@@ SurfInstructors.teachingApproach
patient beginner coaching
= Instructors known for calm, patient coaching of nervous first-timers.
~ nervous beginners; building confidence; calm encouragement; first pop-ups; small steps; a reassuring voice; first-time surfers; standing up for the first time; praise for small wins; adults who are afraid of the water; patience; no rush; repeating the basics; a steady hand on the board; pushing students into waves; slow progress; a gentle start; smiles after the first ride; staying close in the whitewater; building trust; simple instructions; first lessons; quiet students; encouragement after falls; a relaxed pace
~ a hand on the tail of the board; slow breathing on the sand; the first wave caught alone; a student who nearly quit; waist-deep water; gentle pushes; cheering from the shallows; a thumbs-up after each try; nervous parents watching; short clear steps
~ beginner sessions; patient explanations; coaching for anxious adults

video analysis and feedback
= Instructors who film sessions and use the footage to give detailed feedback.
~ filming sessions; frame-by-frame feedback; reviewing footage; a camera on a tripod; slow-motion clips; drone footage; clips sent after the lesson; a tablet on the beach; marking up stills; posture corrections; comparing rides; a review session in the cafe; a waterproof camera; the footage library; a video debrief; replays; pointing out foot placement; stance analysis; before-and-after clips; a laptop in the van; footage of each wave; video notes; side-by-side comparisons; a screen in the clubhouse; recorded sessions
~ the session recording; a GoPro on the nose; freeze frames; a laptop under the beach umbrella; the coach's voice-over; a clip library; slow replays; screenshots with arrows; footage from the cliff

ocean safety education
= Instructors who put ocean safety, rips and rescue skills at the center of their teaching.
~ ocean safety lessons; reading rips; rescue drills; hazard awareness; the buddy system; staying calm when caught inside; flags and signs; first aid; surf lifesaving; what to do in a rip; the emergency plan; currents; a safety talk; reading the beach; spotting hazards; recovering a lost board; rescue techniques; CPR certification; water confidence; safe entry and exit points; sun protection; weather awareness; tide knowledge; marine life; the safety briefing
~ the rip-current talk; a rescue tube demo; buddy pairs; hand signals; the hazard map of the bay; practice rescues; the lifeguard visit; sunscreen breaks; weather checks; a whistle for emergencies

competitive training
= Instructors who prepare surfers for contests.
~ contest preparation; heat strategy; competitive drills; scoring criteria; priority rules in a heat; timed heats; judges' criteria; competition footage; a contest calendar; junior contests; wave selection under pressure; the final minute of a heat; interference rules; a team jersey; national rankings; power surfing; combination scores; coaching from the beach; heat tactics; sponsors; a contest season; fitness for four heats a day; qualifying series; the podium; a buzzer
~ heat simulations; a stopwatch on the beach; judging sheets; regional championships; a contest jersey; two-wave scores; interference calls; the trials; the contest bus
~ competitive surfers; training plans for contests

adaptive surf instruction
= Instructors who teach surfers with disabilities using adaptive equipment.
~ adaptive equipment; surfers with disabilities; tandem assistance; inclusive sessions; a beach wheelchair; prone boards; sit-down surfboards; visually impaired surfers; autism-friendly lessons; volunteers in the water; handles on boards; amputee surfers; a support team; customized boards; sensory-friendly sessions; accessible beaches; adaptive surf events; a surf chair; surfers with spinal injuries; communication cards; a calm environment; one-on-one support; modified pop-ups; assistive straps; veterans' programs
~ a waterproof wheelchair; ramps to the shoreline; a blind surfer's guide; a board with handles; a team of helpers in the water; a quiet sensory space; hand-over-hand help; modified stances; a lift into the waves

kids and family lessons
= Instructors who teach children and families together.
~ playful games for kids; family group sessions; parents in the water; youth surf camps; children as young as six; school holidays; sand games; a high-five after each wave; siblings; grandparents; small boards for kids; birthday parties; family packages; games on the sand; sunscreen checks; children who love the water; junior clubs; fun first; little ones; a parent and child session; holiday camps; patience with kids; kids' wetsuits; rewards stickers; play-based learning
~ sandcastle warm-ups; junior foam boards; high fives; a snack break; children's camps in July; siblings sharing a board; a parent on the next board; treasure hunts on the sand

longboard style and trim
= Instructors who teach classic longboarding: trim, cross-stepping and noseriding.
~ cross-stepping; noseriding; trim; classic style; hang fives; hang tens; walking the board; drop-knee turns; single-fin logs; glide; a smooth style; footwork; nine-foot boards; the nose; flowing lines; logging; soul surfing; the pivot turn; a slow style; old-school grace; posture on the board; tandem; the tail stall; graceful turns; small wave glide
~ walking to the nose; a cheater five; the drop-knee cutback; a wooden log; a smooth cross-step; the glide of a heavy board; old-school footwork; a nose ride; soul arches

fitness and mobility
= Instructors who build surf fitness: paddling strength, mobility and balance.
~ land-based fitness; paddle endurance; mobility warmups; balance boards; yoga for surfers; core strength; breath-hold training; stretching routines; shoulder stability; pool sessions; hip mobility; interval training; pop-up drills on land; resistance bands; strength circuits; cardio; injury prevention; recovery sessions; flexibility; dryland training; foam rollers; a gym program; squats; push-ups; a warm-up on the sand
~ planks on the sand; stretching circles; swim laps; the paddle machine; yoga mats; breath work; a balance cushion; hip openers; strength sessions

@@ LessonPrograms.curriculum
pop-up fundamentals
= Programs that teach the pop-up: getting from lying to standing on the board.
~ foot placement; sand drills for standing; first whitewater rides; hands under the chest; a quick jump to the feet; the back foot first; drills on the beach; chest up; a low stance; looking ahead; the takeoff; getting to the knees; the push-up motion; the correct stance; a line drawn in the sand; repetition; timing the stand-up; balance on the board; knees bent; the front foot between the hands; muscle memory; popping up smoothly; regular or goofy; first standing rides; arms for balance
~ the chicken wing drill; the hands-flat push; the back knee; the step-through; arms under the shoulders; eyes forward; a quick spring; the landing stance
~ pop-up drills; the fundamentals of standing

reading waves and lineup positioning
= Programs that teach reading swells and finding the right place in the lineup.
~ reading sets; lineup positioning; choosing peaks; timing the takeoff; landmarks on shore; the peak; watching sets from the beach; the shoulder of the wave; wave selection; set intervals; finding the channel; sitting in the right spot; wave shape; swell direction; where waves break; lulls; the impact zone; position relative to other surfers; counting waves; reading the horizon; a wave that will close out; open faces; a moving peak; triangulating; wave patterns
~ the set wave; the peak's marker on shore; a rip channel for paddling out; the wave's shoulder; the takeoff spot; the line of foam; the horizon; the sets' rhythm; the wave's peak

turning and carving
= Programs that teach turns: bottom turns, cutbacks and carves.
~ bottom turns; carving cutbacks; rail-to-rail transitions; top turns; weight on the back foot; shoulder rotation; rail work; speed generation; the roundhouse cutback; a snap off the lip; compression and extension; drawn-out arcs; the top of the wave; turning frontside; turning backside; speed down the line; the pocket; linking turns; looking where you want to go; a carve; fin release; the power zone; knee drive; redirecting; arms leading the turn
~ the bottom turn's arc; the cutback's rebound; a snap; the rail buried in the face; the top turn; driving through the knees; a frontside carve; a backside hit; the turn's spray; a roundhouse

surf etiquette and priority
= Programs that teach lineup etiquette, priority and respect for other surfers.
~ priority rules; dropping in; sharing the lineup; respect for locals; the surfer closest to the peak; snaking; waiting your turn; paddling wide; not ditching your board; apologizing; the unwritten rules; keeping the leash on; a friendly lineup; right of way; a wave for everyone; communication in the water; calling left or right; crowd manners; the code of the lineup; paddling back out; dropping in by mistake; patience in the lineup; local customs; taking turns; lineup courtesy
~ the inside surfer; a drop-in; paddling wide of the peak; holding onto the board; the lineup's rotation; a friendly nod; local respect; sharing the peak; calling out a wave; apologizing for a mistake
~ etiquette in a crowded lineup; surf manners

paddle technique and duck diving
= Programs that teach efficient paddling and getting through waves.
~ efficient paddling; duck diving; turtle rolls; getting out the back; arm strokes; body position on the board; long deep strokes; the chin up; pushing the nose under; timing between sets; paddle fitness; getting through whitewater; using the channel; cupped hands; a strong kick; paddling for waves; the paddle-out; conserving energy; sprint paddling; knee paddling; the eskimo roll; paddling in a straight line; a flat board position; paddling speed; breath control
~ the stroke; arm rotation; the nose pushed under; the turtle roll; kicking out the back; paddling between sets; arm endurance

ocean awareness and rescue skills
= Programs that teach reading the ocean, self-rescue and helping others.
~ rip identification; self-rescue; buddy checks; first aid basics; the safety briefing; currents; tide changes; what to do when caught inside; signaling for help; rescue with a board; CPR; hypothermia signs; marine life; reading the beach; emergency plans; weather changes; staying with the board; calm breathing; lifeguard flags; the rescue position; towing a tired swimmer; danger signs; recovering a loose board; a safety whistle; hazard maps
~ the rip chart; a tired swimmer; the lifeguard's signal; the beach flags; tide tables; the emergency number; a first aid kit; reading currents
~ ocean awareness talks; skills for emergencies

green wave takeoffs
= Programs that teach catching unbroken waves and riding down the line.
~ unbroken waves; angled takeoffs; trimming down the line; late drops; the open face; paddling into steep waves; the shoulder; committing to the drop; a faster stand-up; the first unbroken wave; the lip; outrunning the whitewater; speed along the face; wave faces; angling left or right; the critical moment; the steep part of the wave; leaving the whitewater behind; the outside; a clean face; riding across the wave; catching waves before they break; glassy faces; the lineup out back; riding sideways
~ the unbroken face; the takeoff angle; the drop; a late takeoff; trimming along the wall; catching waves out back; a clean takeoff

surf photography and reflection
= Programs that add photography, journaling and reflection to surf lessons.
~ surf photography sessions; journaling progress; goal setting; reflective debriefs; photos of each student; a surf diary; a photographer on the beach; reviewing images; personal goals; a notebook; a debrief circle; progress photos; a shared photo album; water housings; action shots; self-assessment; reflection after each session; a gallery evening; a photo-based review; setting intentions; writing about each wave; a progress log; images that show stance; an end-of-course slideshow; a journal prompt
~ a photo session; the student's goals; a debrief; camera housings; a photo review; progress notes; a printed photo; the final slideshow

@@ LessonPrograms.equipmentGuidance
soft-top foam boards
= Programs that put students on soft foam boards.
~ forgiving foam decks; wide stable boards; beginner-friendly volume; soft edges; eight-foot foamies; a soft deck; rubber fins; high-volume boards; boards that float well; a thick foam core; padded rails; safe boards for groups; slick bottoms; foam learner boards; soft boards that won't hurt; wide noses; easy-to-paddle boards; boards for first waves; a soft-top fleet; stability for standing; boards that are hard to ding; foam; a bumper nose; squishy decks; beginner boards
~ a bright yellow foamie; a board with a slick bottom; rubber-edged fins; the nine-foot learner board; dents that do not matter
~ foamie fins

performance shortboards
= Programs using short, light, responsive boards for advanced surfers.
~ thruster fin setups; narrow rails; low-volume boards; five-foot-ten boards; pointed noses; quick turns; a rocker; squash tails; fiberglass construction; epoxy boards; lightweight boards; boards for steep waves; responsive rails; a quad setup; a tight radius; a fish; step-ups; a high-performance template; thin boards; concave bottoms; board length for weight; advanced surfers; boards for barrels; swallowtails; short boards
~ pointed boards; quick boards; thin rails; the thruster; a light board; advanced boards; a squash tail; a low-rocker board; a narrow nose
~ performance fins; shortboards for steep waves

classic longboards
= Programs using long, heavy single-fin boards.
~ single-fin logs; nine-foot boards; heavy noseriders; a wide nose; long rails; a traditional log; a big fin; boards for glide; ten-foot boards; a classic outline; a heavy glass job; boards for small days; trim speed; a round pin tail; boards for cross-stepping; a single box fin; a heavy board; the nose concave; old-school boards; a longboard sock; boards for hanging ten; nine-six logs; mal; stable long boards; volume for paddling
~ logs; a single fin; nine-footers; a heavy log; the glide; long boards for small waves; a traditional board; noserider boards
~ longboards with a classic rocker; classic single fins

wetsuit thickness guidance
= Programs that advise on wetsuit thickness, boots, gloves and hoods.
~ four-three suits; booties and hoods; spring suits; five-millimeter suits; full suits; a three-two; gloves; rash vests; water temperature charts; sealed seams; chest zips; back zips; neoprene thickness; summer shorties; winter suits; thermal linings; the right fit; wetsuit sizing; cold-water gear; hooded suits; short arms; long johns; a warm core; flexibility versus warmth; sizing charts
~ thick wetsuits; thin wetsuits; millimeter ratings; neoprene gloves; hoods; booties; summer suits; suits for cold water
~ wetsuit layering

leash and fin selection
= Programs that advise on leashes, fins and fin systems.
~ leash length; fin boxes; fin templates; ankle cuffs; calf leashes; coiled leashes; thruster fins; quad fins; single fins; fin keys; fin plugs; a spare leash; leash strings; swivels; fin size for weight; rake; flex; base width; leash thickness; comp leashes; removable fins; fin placement; a leash as long as the board; twin fins; a fin screw
~ ankle versus calf leashes; small fins for small waves; the rail saver; double swivels; fins matched to weight
~ leashes; fins

board wax and traction
= Programs that advise on wax, traction pads and grip on the board.
~ board wax; traction pads; basecoat and topcoat; temperature-rated wax; a wax comb; cold-water wax; tropical wax; a tail pad; grip; old wax removal; cross-hatching; a wax bump; a fresh coat; kicktails; deck grip; a wax scraper; slipping off the board; warm-water wax; arch bars; waxing the rails; a clean deck; the pad's kick; wax for the season; a bar of wax; a sticky surface
~ a base coat; a top coat; a tail pad with a kick; an arch bar; grip for bare feet; a fresh coat before each lesson
~ tail pads; base coat

safety gear and helmets
= Programs that require or advise helmets, vests and other protective gear.
~ surf helmets; impact vests; rash guards; reef booties; flotation vests; nose guards; ear plugs; sunglasses with straps; zinc sunscreen; a whistle; a leash for every board; bright colors for visibility; gloves for the reef; a first aid kit; protective padding; surfer's ear; flotation aids; a spare helmet; eye protection; neck protection; a buoyancy aid; helmets for reef breaks; booties for rocks; padded vests; hearing protection
~ vests; booties; gloves; a nose guard; a flotation vest
~ safety vests; protective gear

travel and board bags
= Programs that advise on bags, cases and carrying boards for travel.
~ padded board bags; travel cases; roof racks; fin removal for transport; coffin bags; day bags; airline fees; bubble wrap; pipe insulation on the rails; racks and straps; wheeled bags; board socks; tie-down straps; a van; packing two boards; excess baggage; a car roof; a bike rack for boards; a carrying strap; padding on the nose; travel insurance; a travel quiver; a hard case; locking straps; nose protectors
~ a padded day bag; a double coffin; roof rack pads; cam straps; bubble wrap around the rails; a hard-shell case; airline baggage rules
~ straps; a coffin bag; a day bag
@@ SurfEquipment.equipmentDescription
stable beginner volume
= Equipment that is stable and forgiving for beginners.
~ generous volume; a stable platform; easy paddling; forgiving rails; a wide outline; a thick board; extra float; a flat rocker; a soft entry; a steady ride; learner sessions; first-time surfers; early wave catching; a wide tail; an easy stand-up; a high-volume design; plenty of foam; predictable handling; a board that doesn't wobble; a buoyant shape; gentle turning; confidence in the whitewater; a flat deck; a balanced feel; a big surface
~ a wide board; a thick deck; extra width; an easy board; a buoyant board; a flat bottom; a wide stance area

lightweight travel gear
= Equipment that is light and packs small for travel.
~ lightweight construction; a pack-down design; a travel-friendly shape; airline weight; a compact bag; light materials; a folding design; a carry-on; easy packing; low weight; a travel set; a slim profile; a backpack; quick-dry fabric; a packable design; a detachable part; an easy carry; a featherweight build; a travel pouch; a space-saving fold; a suitcase-friendly size; a small bundle; a weight light enough for a bike; minimal bulk; a travel sleeve
~ a light bag; a compact case; folding fins; a light wetsuit; a packable bag; a slim case; a light board bag; quick-dry neoprene; a small kit

cold water insulation
= Equipment built to keep surfers warm in cold water.
~ a thermal lining; insulation; sealed seams; winter use; a fleece interior; a thick build; glued and blind-stitched seams; a warm core; a hood; wind protection; heat retention; cold seas; a chest zip; a high collar; taped seams; water temperatures of eight degrees; a warm lining; thermal panels; cold mornings; a snug fit; a heavy neoprene; a cold-water build; frigid water; a liner; winter sessions
~ a thick wetsuit; a hooded suit; thermal gloves; winter booties; warm linings; sealed zips; insulated panels; a fleece-lined suit; thick neoprene

high-performance responsiveness
= Equipment built for quick, precise, high-performance surfing.
~ quick responsiveness; sharp turning; a stiff flex pattern; competition use; a thin profile; speed; precision; a light swing weight; drive; a narrow outline; snap; rail-to-rail speed; tight arcs; advanced surfers; pro models; a stiff base; fast release; a carbon layer; direct feedback; aggressive surfing; a performance template; quick acceleration; a lively feel; fast transitions; a competition-grade build
~ a responsive board; quick turns; a stiff fin; a sharp rail; snappy turns; a fast board; a competition fin; a light swing; precise handling; a lively flex
~ performance flex

durable rental fleet use
= Equipment built to survive heavy daily use in a rental fleet.
~ rental fleet durability; reinforced edges; heavy daily use; easy repairs; a tough shell; thick glass; a rental tag; scuffs and dings; a fleet number; daily hire; repaired dings; a rugged build; a strong stringer; abrasion resistance; stacked on racks; replaceable parts; a long service life; hard knocks; hundreds of users a season; a sturdy build; simple maintenance; an impact-resistant deck; heavy-duty stitching; rental shops; a workhorse
~ a tough wetsuit; a heavy-duty leash; reinforced rails; a sturdy fin; daily rentals; tough materials

eco-friendly materials
= Equipment made from recycled, plant-based or low-impact materials.
~ recycled materials; plant-based resin; eco-friendly construction; low-impact manufacturing; bio-based foam; natural rubber; recycled plastic bottles; cork; bamboo; hemp cloth; a recycled core; solvent-free glue; a certified supplier; limestone-based neoprene; a lower carbon footprint; reclaimed wood; natural fibers; a take-back program; water-based inks; recycled packaging; an ecological label; sustainably sourced foam; a recycled leash cord; organic cotton; repairs rather than replacement
~ recycled foam; cork pads; bamboo decks; plant-based neoprene; recycled nylon; green manufacturing; a low-impact build; recycled plastic
~ eco-friendly wax

youth and small sizes
= Equipment sized for children and small surfers.
~ small sizes for youth; a kid-sized fit; lighter for children; junior programs; a short length; a narrow width; small hands; a youth size; a grom board; growing children; a child's weight; junior camps; a short leash; little feet; small wetsuits; a mini board; kids' lessons; a small frame; a youth model; teenagers; an extra-small size; a child-friendly fit; a light board for kids; young surfers; a shortened length
~ kids' wetsuits; junior fins; a child's leash; little boards; junior helmets

big wave and heavy surf
= Equipment made for big waves and heavy conditions.
~ big wave surfing; a reinforced stringer; an extra-length leash cord; a gun shape; long boards for big drops; heavy water; a thick leash; inflatable vests; strong fins; a pintail; rescue-grade strength; overhead waves; a heavy build; storm swells; outer reefs; tow-in surfing; a long rail line; a board for big days; a double stringer; strength under pressure; waves twice overhead; paddling into giants; a reinforced plug; extra weight; hold in steep faces
~ a ten-foot gun; a rescue sled; a flotation vest; a reinforced leash plug; a double-wrapped rail; an outer reef; twenty-foot faces; an extra-thick leash; a tow rope
~ a long leash; an inflation vest; a thick rail; a reinforced board

@@ DaycareCenters.programDescription
outdoor nature exploration
= Centers whose days center on time outdoors: gardens, walks and nature play.
~ nature walks; a garden plot; an outdoor classroom; bug hunts; mud kitchens; collecting leaves; a vegetable patch; puddle jumping; bird feeders; rain gear; a woodland corner; seasonal walks; digging for worms; a sandpit; growing beans; a weather chart; rocks and sticks; pinecones; a picnic blanket; butterflies; a tree stump circle; a pond with tadpoles; boots by the door; a trail behind the center; fresh air
~ seed collecting; a butterfly garden; worm farms; rain walks; a woodland path; leaf rubbings; an insect hotel
~ outdoor exploration

early literacy and storytelling
= Centers with a focus on stories, books and early reading and writing.
~ story circles; picture books; letter games; a reading nook; puppets; storytime; rhymes; the alphabet; library visits; a book of the week; name cards; retelling stories; a cozy corner with cushions; flannel boards; phonics songs; sound games; drawing and writing; book bags to take home; oral storytelling; a felt board; journals; a classroom library; words on the walls; bedtime stories; letter tracing
~ a book corner; puppet shows; letter sounds; rhyming games; a library trip; big books; a story chair; felt stories; writing names; story sacks
~ early writing; literacy games

music and movement
= Centers with daily music, singing, dance and movement.
~ music circles; dance and movement; rhythm instruments; singing time; drums; shakers; xylophones; action songs; a music teacher; freeze dance; scarves for dancing; clapping games; a piano; lullabies; marching; parachute play; musical chairs; ribbon dancing; tambourines; a movement room; nursery rhymes set to music; a guitar; body percussion; a song for tidy-up time; ukuleles
~ songs at circle time; dance parties; rhythm sticks; a bell set; instruments to try; a dancing scarf; a song book

STEM discovery play
= Centers that build early science, math and building play into the day.
~ building blocks; simple science experiments; counting games; measuring cups; magnifying glasses; magnets; a water table; sink-or-float tests; patterns; sorting games; shapes; a light table; ramps and balls; scales; a volcano experiment; number songs; a tinkering table; gears; growing seeds; a discovery table; simple machines; counting bears; puzzles; cause and effect; a building area
~ a science corner; a sand and water table; measuring tapes; floating and sinking; a building zone; number games; a bug viewer; magnet wands; colored blocks; seed experiments
~ STEM kits; play-based science

Montessori-inspired routines
= Centers organized around Montessori-style materials and child-led work.
~ practical life activities; child-led work; mixed-age rooms; wooden materials; child-sized furniture; pouring and spooning; a prepared environment; work mats; sensorial materials; independence; long work periods; low shelves; self-correcting materials; care of the environment; dressing frames; a quiet classroom; choosing work; a peace table; grace and courtesy; sandpaper letters; golden beads; a snack table children set; observation by teachers; real tools; a calm routine
~ practical life trays; wooden puzzles; a child-sized sink; a quiet work mat; pouring water; buttoning frames; the pink tower; the sensorial shelf; a child-led morning; a real broom
~ Montessori-trained teachers
~ Montessori shelves; routines children run themselves

art studio and creativity
= Centers with a dedicated art space and daily creative work.
~ finger painting; clay modeling; collage projects; easels; crayons; watercolors; glitter and glue; a drying rack; play dough; cardboard construction; smocks; paint brushes; printmaking; an art wall; a creative corner; chalk; stamps; mixed media; a gallery of children's work; sculpture; tissue paper; pastels; yarn; beads; an art teacher
~ an easel corner; paint pots; play clay; crayon drawings; a collage table; glue sticks; paper plates turned into masks; chalk drawings; paint smocks
~ a studio corner; creativity time

infant care and nap routines
= Centers focused on babies: feeding, napping and gentle routines.
~ infant nap routines; bottle feeding schedules; tummy time; quiet sleep rooms; cribs; baby slings; rocking chairs; a feeding log; diaper changes; pacifiers; soft toys; a baby room; sleep sacks; a daily report for parents; first steps; teething; formula; breast milk storage; white noise; individual sleep schedules; a lullaby; a low-lit room; rattles; cuddles; a bouncer
~ the crib room; bottle warmers; baby monitors; feeding times; soft blankets
~ infant care records; nap time

kindergarten readiness
= Centers that prepare older children for starting school.
~ school routines; fine motor practice; social skills; writing their names; lining up; following instructions; sitting at a table; counting to twenty; cutting with scissors; pencil grip; school visits; a backpack routine; waiting turns; listening skills; sharing; a school-style day; the alphabet; a transition program; teachers from the local school; sight words; independence; a classroom job; show and tell; a graduation; self-care skills
~ pencil skills; name writing; a school bag; circle time rules; letters and numbers; scissor practice; a school-day rehearsal; listening games
~ kindergarten routines
~ kindergarten visits; readiness checklists

@@ ChildcareStaff.careExperience
infant and toddler care
= Staff experienced with babies and toddlers.
~ infant rooms; toddler transitions; diapering routines; fussy babies; bottles; naps; first words; baby sign language; crawling; teething; a baby carrier; cuddles; first steps; the toddler room; separation anxiety; potty training; tummy time; soothing; swaddling; a rocking chair; feeding schedules; sleep logs; babbling; a toddler's tantrum; lullabies
~ the baby room; nap mats; bottles and bibs; a nursery; baby food; little ones; tiny shoes; a high chair

special needs support
= Staff experienced in supporting children with disabilities and additional needs.
~ individualized support plans; children with special needs; therapy coordination; adaptive activities; autism; speech therapists; visual schedules; sensory breaks; occupational therapy; inclusion; a quiet space; communication devices; developmental delays; physical therapy; noise-canceling headphones; picture cards; sign language; an aide; specialist visits; tailored goals; a sensory room; a support plan; patience; progress reports; family meetings
~ a visual timetable; ear defenders; an inclusion plan; a therapist's visit; a picture exchange board; sensory toys; a speech plan; adapted play; a quiet corner

bilingual education
= Staff who teach and communicate in two languages.
~ bilingual classrooms; dual-language songs; translating for families; language immersion; Spanish storytime; French rhymes; Mandarin greetings; a second language; two languages every day; interpreting at conferences; vocabulary cards in two languages; songs from home; a multilingual classroom; language games; labels in two languages; families who speak other languages; a bilingual library; code-switching; translated newsletters; heritage languages; language nests; bilingual puppets; greeting each child in their language; counting in two languages; cultural celebrations
~ a dual-language library; songs in Spanish; French greetings; Mandarin characters; language labels; translation for parents; two-language storytime; a language buddy

outdoor and forest school
= Staff experienced in outdoor and forest-based learning.
~ forest school sessions; outdoor play; muddy-day adventures; nature-based learning; waterproof suits; fire circles; den building; tree climbing; risk-taking play; the woods; whittling; bug hunts; rain or shine; outdoor first aid; a forest school certificate; wild play; shelters from branches; nature crafts; mud; the outdoors; a woodland site; ropes and tarps; collecting sticks; a campfire snack; seasonal walks
~ a mud kitchen; a campfire circle; waterproof clothing; stick sculptures; a woodland walk; a rope swing

pre-K lesson planning
= Staff who plan lessons and curriculum for four- and five-year-olds.
~ lesson plans; curriculum mapping; learning centers; progress portfolios; weekly themes; learning goals; assessments; circle time plans; a planning binder; observations; early learning standards; activity plans; school readiness goals; documentation; thematic units; a curriculum framework; skill checklists; a planning meeting; small-group lessons; a learning journal; developmental milestones; literacy centers; math centers; a teaching calendar; portfolios for parents
~ the weekly plan; learning objectives; a curriculum map; an observation log; learning portfolios; theme weeks

behavior guidance
= Staff skilled at guiding behavior and helping children handle emotions.
~ positive guidance strategies; calm-down corners; conflict coaching; emotional regulation; feelings charts; redirection; praise; clear limits; tantrums; sharing disputes; gentle words; breathing exercises; social stories; a consistent routine; biting; hitting; problem-solving; naming feelings; time-ins; a kind tone; turn-taking; helping children apologize; emotion cards; a peace corner; modeling
~ a calm corner; feelings cards; a gentle voice; clear rules; positive praise; a reward chart; breathing games; conflict resolution; a peace table
~ behavior plans; guidance for new staff

family communication
= Staff known for keeping families informed and involved.
~ daily family updates; parent conferences; photo journals; welcoming new families; a communication app; pickup conversations; a daily report; newsletters; a parent board; phone calls home; home visits; family events; translation for parents; a welcome meeting; a family handbook; progress notes; an open door; emails to parents; a message book; family surveys; celebrating milestones with parents; parent questions; a family night; regular check-ins; drop-off chats
~ the daily app; a parent newsletter; pick-up chats; parent evenings; a photo diary; a welcome pack; a message board; phone calls to parents

nutrition and mealtime
= Staff experienced with meals, snacks and food allergies.
~ family-style meals; allergy-aware menus; healthy snack planning; mealtime manners; picky eaters; fruit and vegetables; food allergies; a lunch routine; a snack schedule; nut-free tables; serving spoons; water instead of juice; cooking with children; a menu board; food safety; lunch boxes; new foods; a kitchen garden; mealtime conversation; napkins; portion sizes; an allergy list; dietary needs; handwashing before meals; a cooking project
~ the lunch menu; snack time; allergy lists; family-style lunch; fruit plates; the meal chart; water bottles; nut-free food; cooking activities; a veggie garden
~ nutrition training
"""

_TOPICS = _parse(_SOURCE)
TOPICS: dict[str, list[str]] = {
    key: [f"{t.title} | {'; '.join(t.lexicon)}" for t in topics] for key, topics in _TOPICS.items()
}


def _overlaps() -> None:
    titles = [t.title for t in _TOPICS["TattooDesigns.designDescription"]]
    group = tuple(titles.index(t) for t in titles if "architecture" in t)
    OVERLAPS["TattooDesigns.designDescription"] = [group]


_overlaps()

# Shares of documents about a second topic: any other topic of the property, or, for a topic
# in an overlap group, mostly another topic of its group.
SECOND_SHARE = 0.15
OVERLAP_SECOND_SHARE = 0.45


def draw_labels(key: str, main: np.ndarray, rng: np.random.Generator) -> TopicLabels:
    """Each document's second topic (or -1), given its main one: which documents are about two."""
    n, k = len(main), len(_TOPICS[key])
    groups = OVERLAPS.get(key, [])
    group_of = {t: g for g in groups for t in g}
    share = np.array([OVERLAP_SECOND_SHARE if t in group_of else SECOND_SHARE for t in range(k)])
    has = rng.random(n) < share[main]
    other = (main + 1 + rng.integers(0, k - 1, n)) % k  # any topic but the main one
    pick = rng.random(n)
    second = np.where(has, other, -1)
    for g in groups:
        members = np.array(g)
        for t in g:
            rest = members[members != t]
            rows = np.nonzero(has & (main == t) & (pick < 0.8))[0]
            second[rows] = rest[rng.integers(0, len(rest), len(rows))]
    return TopicLabels(main, second.astype(np.int16))
