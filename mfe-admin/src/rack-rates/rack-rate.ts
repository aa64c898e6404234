export interface RackRate {
  id: number;
  name: string;
  charge_amount: number | string;
  every_vehicle: boolean;
  bucket_id: number;
  overrides_count?: number;
  charge_type?: { chargebucketname: string } | null;
  title_application_types?: {
    id: number;
    vehiclechargetypeid: number;
    title_application_type?: { titleapplicationid: number; titleapplicationtype: string };
  }[];
}

export interface Override {
  id: number;
  rack_rate_id: number;
  clientid: number | null;
  charge_amount: number | string;
  every_vehicle: boolean;
  rack_rate?: { id: number; name: string; charge_amount: number | string } | null;
  client?: { clientid: number; clientname: string } | null;
}
