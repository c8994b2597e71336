/** One emoji the ':' suggestion offers: its character, short codes (the first is its name) and a few tags. */
export interface EmojiChoice {
    emoji: string;
    name: string;
    shortcodes: string[];
    tags: string[];
}

/**
 * A compact emoji set for notes (~320: faces, hearts, hands and the symbols a
 * to-do note uses), one a line: `character short codes | tags`, after GitHub's
 * short codes. Not the whole Unicode set: that weighed 75 kB gzip, more than
 * half the note editor (issue 16's 150 kB per-screen budget). Characters only,
 * never images, and none newer than Emoji 13 so common systems draw them all.
 */
const TABLE = `
😀 grinning grinning_face | cheerful cheery face grin
😃 smiley grinning_face_with_big_eyes | awesome big eyes face
😄 smile grinning_face_with_closed_eyes | eye eyes face grin
😁 grin beaming_face | beaming eye eyes face
😆 laughing lol satisfied squinting_face | closed eyes face grinning
😅 sweat_smile grinning_face_with_sweat | cold dejected excited face
🤣 rofl | crying face floor funny
😂 joy lmao tears_of_joy | crying face feels funny
🙂 slightly_smiling_face | face happy slightly smile
🙃 upside_down_face | face hehe smile upside-down
😉 wink winking_face | face flirt heartbreaker sexy
😊 blush smiling_face_with_closed_eyes | eye eyes face glad
😇 innocent halo | angel angelic angels blessed
🥰 smiling_face_with_three_hearts smiling_face_with_3_hearts | 3 adore crush face
😍 heart_eyes smiling_face_with_heart_eyes | 143 bae eye face
🤩 star_struck | excited eyes face grinning
😘 kissing_heart blowing_a_kiss | adorbs bae blowing face
😗 kissing kissing_face | 143 date dating face
☺ relaxed smiling_face | face happy outlined smile
😚 kissing_closed_eyes kissing_face_with_closed_eyes | 143 bae blush closed
😙 kissing_smiling_eyes kissing_face_with_smiling_eyes | 143 closed date dating
🥲 smiling_face_with_tear | face glad grateful happy
😋 yum savoring_food | delicious eat face food
😛 stuck_out_tongue face_with_tongue | awesome cool face nice
😜 stuck_out_tongue_winking_eye | crazy epic eye face
🤪 zany_face zany | crazy eye eyes face
😝 stuck_out_tongue_closed_eyes | closed eye eyes face
🤑 money_mouth_face | face money money-mouth mouth
🤗 hugs hug hugging hugging_face | face hands open smiling
🤭 hand_over_mouth face_with_hand_over_mouth | face giggle giggling hand
🤫 shushing_face shush | face quiet shh shushing
🤔 thinking thinking_face wtf | chin consider face hmm
🤐 zipper_mouth_face zipper_mouth | face keep mouth quiet
🤨 raised_eyebrow face_with_raised_eyebrow | disapproval disbelief distrust emoji
😐 neutral_face neutral | awkward blank deadpan expressionless
😑 expressionless expressionless_face | awkward dead face fine
😶 no_mouth | awkward blank expressionless face
😏 smirk smirking smirking_face | boss dapper face flirt
😒 unamused unamused_face | ... bored face fine
🙄 roll_eyes rolling_eyes | eyeroll eyes face rolling
😬 grimacing grimacing_face | awk awkward dentist face
🤥 lying_face lying | face liar lie pinocchio
😌 relieved relieved_face | calm face peace relief
😔 pensive pensive_face | awful bored dejected died
😪 sleepy sleepy_face | crying face good night
🤤 drooling_face drooling | face
😴 sleeping sleeping_face | bed bedtime face good
😷 mask medical_mask | cold dentist dermatologist doctor
🤒 face_with_thermometer | face ill sick thermometer
🤕 face_with_head_bandage | bandage face head-bandage hurt
🤢 nauseated_face nauseated | face gross nasty sick
🤮 vomiting_face face_vomiting vomiting | barf ew face gross
🤧 sneezing_face sneezing | face fever flu gesundheit
🥵 hot_face hot | dying face feverish heat
🥶 cold_face cold | blue blue-faced face freezing
🥴 woozy_face woozy | dizzy drunk eyes face
😵 dizzy_face knocked_out | crossed-out dead dizzy eyes
🤯 exploding_head | blown explode exploding head
🤠 cowboy_hat_face cowboy cowboy_face | cowgirl face hat
🥳 partying_face hooray partying | bday birthday celebrate celebration
🥸 disguised_face disguised | disguise eyebrow face glasses
😎 sunglasses smiling_face_with_sunglasses sunglasses_cool too_cool | awesome beach bright bro
🤓 nerd_face nerd | brainy clever expert face
🧐 monocle_face face_with_monocle | classy face fancy monocle
😕 confused confused_face | befuddled confusing dunno face
😟 worried worried_face | anxious butterflies face nerves
🙁 slightly_frowning_face | face frown frowning sad
☹ frowning_face white_frowning_face | face frown frowning sad
😮 open_mouth face_with_open_mouth | believe face forgot mouth
😯 hushed hushed_face | epic face omg stunned
😲 astonished astonished_face | cost face no omg
😳 flushed flushed_face | amazed awkward crazy dazed
🥺 pleading_face pleading | begging big eyes face
😦 frowning frowning_face | caught face frown guard
😧 anguished anguished_face | face forgot scared scary
😨 fearful fearful_face | afraid anxious blame face
😰 cold_sweat anxious anxious_face | blue cold eek face
😥 disappointed_relieved sad_relieved_face | anxious call close complicated
😢 cry crying_face | awful crying face feels
😭 sob loudly_crying_face | bawling cry crying face
😱 scream screaming_in_fear | epic face fear fearful
😖 confounded confounded_face | annoyed confused cringe distraught
😣 persevere persevering_face | concentrate concentration face focus
😞 disappointed disappointed_face | awful blame dejected face
😓 sweat downcast_face | close cold downcast face
😩 weary weary_face | crying face fail feels
😫 tired_face tired | cost face feels nap
🥱 yawning_face yawn yawning | bedtime bored face goodnight
😤 triumph nose_steam | anger angry face feels
😡 pout pouting_face rage | anger angry enraged face
😠 angry angry_face | anger blame face feels
🤬 cursing_face censored face_with_symbols_on_mouth | censor cursing cussing face
😈 smiling_imp | demon devil evil face
👿 imp angry_imp | angry demon devil evil
💀 skull | body dead death face
☠ skull_and_crossbones | bone crossbones dead death
💩 hankey poop shit | bs comic doo dung
🤡 clown_face clown | face
👹 japanese_ogre ogre | creature devil face fairy
👺 japanese_goblin goblin | angry creature face fairy
👻 ghost | boo creature excited face
👽 alien | creature extraterrestrial face fairy
👾 space_invader alien_monster | alien creature extraterrestrial face
🤖 robot robot_face | face monster
😺 smiley_cat grinning_cat | animal cat face grinning
😸 smile_cat grinning_cat_with_closed_eyes | animal cat eye eyes
😹 joy_cat tears_of_joy_cat | animal cat face joy
😻 heart_eyes_cat smiling_cat_with_heart_eyes | animal cat eye face
😼 smirk_cat wry_smile_cat | animal cat face ironic
😽 kissing_cat | animal cat closed eye
🙀 scream_cat weary_cat | animal cat face oh
😿 crying_cat_face crying_cat | animal cat cry crying
😾 pouting_cat | animal cat face pouting
🙈 see_no_evil | embarrassed evil face forbidden
🙉 hear_no_evil | animal ears evil face
🙊 speak_no_evil | animal evil face forbidden
💌 love_letter | heart letter love mail
💘 cupid heart_with_arrow | 143 adorbs arrow date
💝 gift_heart heart_with_ribbon | 143 anniversary emotion heart
💖 sparkling_heart | 143 emotion excited good
💗 heartpulse growing_heart | 143 emotion excited growing
💓 heartbeat beating_heart | 143 beating cardio emotion
💞 revolving_hearts | 143 adorbs anniversary emotion
💕 two_hearts | 143 anniversary date dating
💟 heart_decoration | 143 decoration emotion heart
❣ heavy_heart_exclamation heart_exclamation | exclamation heart heavy mark
💔 broken_heart | break broken crushed emotion
❤ heart red_heart | emotion love red
🧡 orange_heart | 143 heart orange
💛 yellow_heart | 143 cardiac emotion heart
💚 green_heart | 143 emotion green heart
💙 blue_heart | 143 blue emotion heart
💜 purple_heart | 143 bestest emotion heart
🤎 brown_heart | 143 brown heart
🖤 black_heart | black evil heart wicked
🤍 white_heart | 143 heart white
💋 kiss | dating emotion heart kissing
💯 100 | a+ agree clearly definitely
💢 anger | angry comic mad symbol
💥 boom collision | bomb collide comic explode
💫 dizzy | comic shining shooting star
💦 sweat_drops | comic drip droplet droplets
💨 dash dashing_away | away cloud comic dashing
🕳 hole
💬 speech_balloon | balloon bubble comic dialog
👁‍🗨️ eye_speech_bubble eye_in_speech_bubble | balloon bubble eye speech
🗨 left_speech_bubble | balloon bubble dialog left
🗯 right_anger_bubble | anger angry balloon bubble
💭 thought_balloon | balloon bubble cartoon cloud
💤 zzz | comic good goodnight night
👋 wave waving_hand | bye cya g2g greetings
🤚 raised_back_of_hand | back backhand hand raised
🖐 raised_hand_with_fingers_splayed | finger fingers hand raised
✋ hand high_five raised_hand | 5 five high raised
🖖 vulcan_salute vulcan | finger hand hands salute
👌 ok_hand | awesome bet dope fleek
🤌 pinched_fingers pinch | fingers gesture hand hold
🤏 pinching_hand | amount bit fingers hand
✌ v victory | hand peace
🤞 crossed_fingers fingers_crossed | cross crossed finger fingers
🤟 love_you_gesture | fingers gesture hand ily
🤘 metal sign_of_the_horns | finger hand horns rock-on
🤙 call_me_hand | call hand hang loose
👈 point_left | backhand finger hand index
👉 point_right | backhand finger hand index
👆 point_up_2 point_up | backhand finger hand index
🖕 fu middle_finger | finger hand middle
👇 point_down | backhand down finger hand
☝ point_up point_up_2 | finger hand index point
👍 +1 thumbsup yes | good hand like thumb
👎 -1 no thumbsdown | bad dislike down good
✊ fist | clenched hand punch raised
👊 facepunch punch | absolutely agree boom bro
🤛 fist_left left_facing_fist | fist left-facing leftwards
🤜 fist_right right_facing_fist | fist right-facing rightwards
👏 clap clapping_hands | applause approval awesome congrats
🙌 raised_hands | celebration gesture hand hands
👐 open_hands | hand hands hug jazz
🤲 palms_up_together | cupped dua hands palms
🤝 handshake | agreement deal hand meeting
🙏 pray folded_hands | appreciate ask beg blessed
✍ writing_hand | hand write writing
💅 nail_care nail_polish | bored care cosmetics done
🤳 selfie | camera phone
💪 muscle right_bicep | arm beast bench biceps
✨ sparkles | * magic sparkle star
🎉 tada party party_popper | awesome birthday celebrate celebration
🎊 confetti_ball | ball celebrate celebration confetti
🎈 balloon | birthday celebrate celebration
🎁 gift | birthday bow box celebration
🎀 ribbon | celebration
🏆 trophy | champion champs prize slay
🥇 1st_place_medal 1st first_place_medal | first gold medal place
🏅 medal_sports sports_medal | award gold medal sports
⭐ star | astronomy medium stars white
🌟 star2 glowing_star | glittery glow glowing night
🔥 fire | af burn flame hot
⚡ zap high_voltage | danger electric electricity high
🚀 rocket | launch rockets space travel
💡 bulb light_bulb | comic electric idea light
📝 memo | communication media notes pencil
✏ pencil2 pencil
🖊 pen | ballpoint
📌 pushpin | collage pin
📍 round_pushpin | location map pin pushpin
📎 paperclip
📆 calendar | tear-off
📅 date
🗓 spiral_calendar calendar_spiral | calendar pad spiral
📋 clipboard | do list notes
📚 books | book education fantasy knowledge
📖 book open_book | education fantasy knowledge library
📓 notebook
🔖 bookmark | mark
🔍 mag | glass lab left left-pointing
🔔 bell | break church sound
⏰ alarm_clock | alarm clock hours hrs
⌛ hourglass | done sand time timer
⏳ hourglass_flowing_sand | done flowing hourglass hours
⏱ stopwatch | clock time
⌚ watch | clock time
✅ white_check_mark check_mark_button | button check checked checkmark
✔ heavy_check_mark check_mark | check checked checkmark done
☑ ballot_box_with_check | ballot box check checked
❌ x cross_mark | cancel cross mark multiplication
❎ negative_squared_cross_mark cross_mark_button | button cross mark multiplication
⚠ warning | caution
❗ exclamation | ! mark punctuation red
❓ question | ? mark punctuation red
‼ bangbang double_exclamation | ! !! double exclamation
⛔ no_entry | do entry fail forbidden
🚫 no_entry_sign | entry forbidden no not
🔴 red_circle | circle geometric red
🟠 orange_circle | circle orange
🟡 yellow_circle | circle yellow
🟢 green_circle | circle green
🔵 large_blue_circle blue_circle | blue circle geometric
➡ arrow_right | arrow cardinal direction east
⬅ arrow_left | arrow cardinal direction left
⬆ arrow_up | arrow cardinal direction north
⬇ arrow_down | arrow cardinal direction down
🔃 arrows_clockwise clockwise | arrow arrows refresh reload
🔁 repeat | arrow button clockwise
♻ recycle recycling_symbol | recycling symbol
➕ heavy_plus_sign plus | +
➖ heavy_minus_sign minus | - heavy math sign
🔜 soon | arrow brb omw
🆕 new | button
🆓 free | button
🆒 cool | button
🆘 sos | button help
🆗 ok | button okay
🆙 up up2 | button mark up!
☀ sunny sun | bright rays space weather
⛅ partly_sunny sun_behind_cloud | behind cloud cloudy sun
☁ cloud | weather
🌈 rainbow | gay genderqueer glbt glbtq
☔ umbrella umbrella_with_rain | clothing drop drops rain
❄ snowflake | cold snow weather
⛄ snowman | cold man snow
🌊 ocean water_wave | nature surf surfer surfing
🌱 seedling | plant sapling sprout young
🍀 four_leaf_clover | 4 clover four four-leaf
🌻 sunflower | flower outdoors plant sun
🌹 rose | beauty elegant flower love
🌸 cherry_blossom | blossom cherry flower plant
🌲 evergreen_tree | christmas evergreen forest pine
☕ coffee | beverage cafe caffeine chai
🍵 tea | beverage cup drink handle
🍕 pizza | cheese food hungry pepperoni
🍔 hamburger | burger eat fast food
🍰 cake shortcake | dessert pastry slice sweet
🎂 birthday birthday_cake | bday cake celebration dessert
🍪 cookie | chip chocolate dessert sweet
🍎 apple red_apple | diet food fruit health
🥑 avocado | food fruit
🍺 beer | alcohol ale bar booze
🍷 wine_glass | alcohol bar beverage booze
💼 briefcase | office
💻 computer laptop | office pc personal
📱 iphone android mobile_phone | cell communication mobile phone
✉ envelope | e-mail email letter
📨 incoming_envelope | delivering e-mail email envelope
☎ phone telephone
📞 telephone_receiver | communication phone receiver telephone
🏠 house | building country heart home
🏫 school | building
🏢 office | building city cubical job
🏥 hospital | building doctor medicine
🚗 car red_car | driving vehicle
🚌 bus | school vehicle
🚆 train2 train | arrived choo railway
✈ airplane | aeroplane fly flying jet
🚲 bike bicycle | class cycle cycling cyclist
🎓 mortar_board graduation_cap | cap celebration clothing education
🎨 art palette | artist artsy arty colorful
🎵 musical_note | music musical note sound
🎧 headphones | earbud sound
🎮 video_game controller | entertainment game video
⚽ soccer | ball football futbol sport
🏀 basketball | ball hoop sport
🎽 running_shirt_with_sash running_shirt | athletics running sash shirt
💰 moneybag | bag bank bet billion
💵 dollar | bank banknote bill currency
💳 credit_card | bank card cash charge
📈 chart_with_upwards_trend chart_increasing | chart data graph growth
📉 chart_with_downwards_trend chart_decreasing | chart data decreasing down
📊 bar_chart | bar chart data graph
🔒 lock locked | closed private
🔓 unlock unlocked | cracked lock open
🔑 key | keys lock major password
🔧 wrench | home improvement spanner tool
🔨 hammer | home improvement repairs tool
⚙ gear | cog cogwheel tool
🔗 link | links
📦 package | box communication delivery parcel
🛒 shopping_cart | cart shopping trolley
🐶 dog dog_face | adorbs animal face pet
🐱 cat cat_face | animal face kitten kitty
🐛 bug | animal garden insect
🐝 bee | animal bumblebee honey insect
🦋 butterfly | insect pretty
🐢 turtle | animal terrapin tortoise
🦄 unicorn unicorn_face | face
`;

/** A lone character drawn as text by default (❤, ☺) asks for its emoji look (U+FE0F), as emoji keyboards send it. */
const emojiStyle = (emoji: string) =>
    /^\p{Extended_Pictographic}$/u.test(emoji) && !/\p{Emoji_Presentation}/u.test(emoji) ? `${emoji}\uFE0F` : emoji;

export const EMOJIS: readonly EmojiChoice[] = TABLE.trim()
    .split('\n')
    .map(line => {
        const [head, tagText = ''] = line.split(' | ');
        const [emoji, ...shortcodes] = head.split(' ');
        return { emoji: emojiStyle(emoji), name: shortcodes[0], shortcodes, tags: tagText.split(' ').filter(Boolean) };
    });

/** Emojis whose short code or tag starts with what follows the ':' (short codes first, the matching code shown first). */
export const emojiMatches = (query: string, limit = 8): EmojiChoice[] => {
    const q = query.trim().toLowerCase();
    const byCode = EMOJIS.filter(item => item.shortcodes.some(code => code.startsWith(q)))
        .slice(0, limit)
        .map(item => ({
            ...item,
            shortcodes: [...item.shortcodes].sort((a, b) => Number(b.startsWith(q)) - Number(a.startsWith(q))),
        }));
    if (byCode.length === limit) return byCode;
    const byTag = EMOJIS.filter(
        item => !item.shortcodes.some(code => code.startsWith(q)) && item.tags.some(tag => tag.startsWith(q)),
    );
    return [...byCode, ...byTag].slice(0, limit);
};

/** Emoticons typed then followed by a space that become their emoji (GitHub's pairs), by the emoji's name. */
const EMOTICON_NAMES: Readonly<Record<string, string>> = {
    ':)': 'slightly_smiling_face',
    ':D': 'smile',
    ';)': 'wink',
    ':(': 'frowning_face',
    ':/': 'confused',
    ':|': 'neutral_face',
    ':p': 'stuck_out_tongue',
    ':P': 'stuck_out_tongue',
    ':o': 'astonished',
    ':O': 'astonished',
    xD: 'laughing',
    XD: 'laughing',
    ":'(": 'cry',
    '8)': 'sunglasses',
    '<3': 'heart',
    '</3': 'broken_heart',
};

export const EMOTICONS: readonly { emoticon: string; emoji: string }[] = Object.entries(EMOTICON_NAMES).flatMap(
    ([emoticon, name]) => {
        const found = EMOJIS.find(item => item.name === name);
        return found ? [{ emoticon, emoji: found.emoji }] : [];
    },
);
