// Leaflet and its stylesheet load with this module only, the first time a form shows a position field.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { divIcon, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { TPosition } from '../coordinates.ts';
import { initialMapView, MAP_HEIGHT, pickedPosition, type TMapView, tileAttribution } from '../map-view.ts';

export interface TPositionMapProps {
  position: TPosition | null;
  /** A view asked for from outside the map (pasted coordinates): each new object moves the map there. */
  focus: TMapView | null;
  /** Leaflet tile template; empty shows no tiles (the map still takes clicks). */
  tileUrl: string;
  disabled?: boolean;
  onPick(position: TPosition): void;
}

/**
 * Drawn in place rather than Leaflet's default marker, whose image URLs are resolved from the stylesheet's location
 * and break once a bundler moves the files.
 */
function pinIcon(color: string) {
  return divIcon({
    className: 'estadia-map-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true">
      <path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z"
        fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>`,
    iconSize: [30, 42],
    iconAnchor: [15, 41],
  });
}

function PickOnClick({ onPick, disabled }: { onPick(position: TPosition): void; disabled?: boolean }) {
  useMapEvents({
    click(event) {
      if (!disabled) onPick(pickedPosition(event.latlng.lat, event.latlng.lng));
    },
  });
  return null;
}

function FollowFocus({ focus }: { focus: TMapView | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView(focus.center, focus.zoom);
  }, [map, focus]);
  return null;
}

/** Names the map for assistive technology (it is focusable: arrows pan, + and - zoom) and keeps its size right. */
function MapHousekeeping() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Mapa');
    // Leaflet measures its box once; the form's grid and steps can resize it afterwards.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The position field's Leaflet map: a click (or the centre, from the keyboard) sets the one marker. */
export function PositionMap({ position, focus, tileUrl, disabled, onPick }: TPositionMapProps) {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const icon = useMemo(() => pinIcon(color), [color]);
  // The map opens once on the value it was given; later moves come from `focus` or from the user.
  const [initial] = useState(() => initialMapView(position));
  const mapRef = useRef<LeafletMap>(null);

  const pickCentre = () => {
    const centre = mapRef.current?.getCenter();
    if (centre) onPick(pickedPosition(centre.lat, centre.lng));
  };

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          height: MAP_HEIGHT,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': { height: '100%', fontFamily: theme.typography.fontFamily },
          '& .leaflet-container:focus-visible': { outline: `3px solid ${color}`, outlineOffset: '-3px' },
          '& .estadia-map-pin': { background: 'none', border: 'none' },
        }}
      >
        <MapContainer ref={mapRef} center={initial.center} zoom={initial.zoom} zoomControl={false}>
          {tileUrl && <TileLayer url={tileUrl} attribution={tileAttribution(tileUrl)} />}
          <ZoomControl position="topleft" zoomInTitle="Aproximar" zoomOutTitle="Afastar" />
          <MapHousekeeping />
          <FollowFocus focus={focus} />
          <PickOnClick onPick={onPick} disabled={disabled} />
          {position && (
            <Marker
              position={position}
              icon={icon}
              title="Localização marcada"
              alt="Localização marcada"
              draggable={!disabled}
              eventHandlers={{
                dragend(event) {
                  const point = (event.target as LeafletMarker).getLatLng();
                  onPick(pickedPosition(point.lat, point.lng));
                },
              }}
            />
          )}
        </MapContainer>
        {/* The point 'Marcar o centro do mapa' takes, for whoever moves the map with the keyboard. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: 16,
            height: 16,
            transform: 'translate(-50%, -50%)',
            pointerEvents: 'none',
            zIndex: 500,
            background: `linear-gradient(${color}, ${color}) center/2px 100% no-repeat, linear-gradient(${color}, ${color}) center/100% 2px no-repeat`,
            opacity: 0.7,
          }}
        />
      </Box>
      <Button size="small" onClick={pickCentre} disabled={disabled} sx={{ mt: 1 }}>
        Marcar o centro do mapa
      </Button>
    </Box>
  );
}
